/** /status-pages/<id>: a status page's components and groups (docs/federation-protocol.md "Status pages"); signed-in users only. */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/console/page-header";
import { StatusPageLayoutForm } from "@/components/status-pages/status-page-layout-form";
import { requireUser } from "@/lib/auth/session";
import { getStatusPageLayout, siteChoices } from "@/lib/status-pages/queries";

export const metadata: Metadata = { title: "Status Page Components" };

export default async function StatusPageLayoutPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = Number((await params).id);
  const [layout, sites] = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await Promise.all([getStatusPageLayout(id), siteChoices()]) : [null, []];
  if (!layout) notFound();
  return (
    <>
      <PageHeader title={layout.page.name} description={`Components of /status/${layout.page.slug}`}>
        <a className="text-sm underline underline-offset-2" href={`/status/${layout.page.slug}`} target="_blank" rel="noreferrer">
          View page
        </a>
      </PageHeader>
      <StatusPageLayoutForm pageId={layout.page.id} groups={layout.groups} components={layout.components} sites={sites} />
    </>
  );
}
