/** /status-pages: the public status pages, their settings and components (docs/federation-protocol.md "Status pages"); signed-in users only. */
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { StatusPagesList } from "@/components/status-pages/status-pages-list";
import { requireUser } from "@/lib/auth/session";
import { liveTopic } from "@/lib/live/topics";
import { readListParams } from "@/lib/pagination/list-params";
import { pageStatusPages } from "@/lib/status-pages/queries";

export const metadata: Metadata = { title: "Status Pages" };

export default async function StatusPagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const request = readListParams(await searchParams);
  const list = await pageStatusPages(request);
  return (
    <>
      <PageHeader
        title="Status Pages"
        description="Public pages showing your sites' status, incidents and maintenance to your clients."
      />
      <LiveRefresh topics={[liveTopic("status-pages")]} />
      <StatusPagesList list={list} searching={request.q !== ""} />
    </>
  );
}
