/** /status-pages/<id>: a status page's components and groups, its subscribers, its badges and its monthly reports (docs/federation-protocol.md "Status pages"); signed-in users only. */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/console/page-header";
import { BadgesCard } from "@/components/status-pages/badges-card";
import { StatusPageLayoutForm } from "@/components/status-pages/status-page-layout-form";
import { requireUser } from "@/lib/auth/session";
import { SubscribersList } from "@/components/status-pages/subscribers-list";
import { ReportsCard } from "@/components/status-reports/reports-card";
import { pathRowId } from "@/lib/input/identifiers";
import { env } from "@/lib/env";
import { readListParams } from "@/lib/pagination/list-params";
import { badgeEmbeds } from "@/lib/status-pages/badge-embed";
import { getStatusPageLayout, pageSubscribers, siteChoices } from "@/lib/status-pages/queries";
import { listReportMonths } from "@/lib/status-reports/queries";

export const metadata: Metadata = { title: "Status Page Components" };

export default async function StatusPageLayoutPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const id = pathRowId((await params).id);
  if (id === null) notFound();
  const request = readListParams(await searchParams, "s");
  const [layout, sites, subscribers] = await Promise.all([
    getStatusPageLayout(id),
    siteChoices(),
    pageSubscribers(id, request),
  ]);
  if (!layout) notFound();
  const months = await listReportMonths(layout.page);
  return (
    <>
      <PageHeader title={layout.page.name} description={`Components of /status/${layout.page.slug}`}>
        <a
          className="text-sm underline underline-offset-2"
          href={`/status/${layout.page.slug}`}
          target="_blank"
          rel="noreferrer"
        >
          View page
        </a>
      </PageHeader>
      <div className="grid gap-6">
        <StatusPageLayoutForm
          pageId={layout.page.id}
          groups={layout.groups}
          components={layout.components}
          sites={sites}
        />
        <SubscribersList pageId={layout.page.id} list={subscribers} searching={request.q !== ""} />
        <BadgesCard badges={badgeEmbeds(env.PUBLIC_BASE_URL, layout.page.slug, layout.page.name)} />
        <ReportsCard pageId={layout.page.id} months={months} recipients={layout.page.reportRecipients.length} />
      </div>
    </>
  );
}
