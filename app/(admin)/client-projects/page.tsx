/**
 * /client-projects: every client's project, searched and filtered, with its milestones done of total
 * (docs/decisions/quotes-and-projects.md "The projects console"). `/projects/<id>` is the public portfolio.
 */
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { ProjectsList } from "@/components/projects/projects-list";
import { requireUser } from "@/lib/auth/session";
import { liveTopic } from "@/lib/live/topics";
import { readListParams } from "@/lib/pagination/list-params";
import { loadProjectFilters } from "@/lib/projects/list-filter";
import { pageProjects } from "@/lib/projects/queries";

export const metadata: Metadata = { title: "Projects" };

export default async function ClientProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const params = await searchParams;
  const request = readListParams(params);
  const filters = loadProjectFilters(params);
  const list = await pageProjects({ ...request, ...filters, userId: user.id });
  const filtered = Boolean(request.q) || filters.owner !== "all" || filters.client > 0;
  return (
    <>
      <LiveRefresh topics={[liveTopic("projects")]} />
      <PageHeader title="Projects" description="Projects started from accepted quotes, newest first." />
      <ProjectsList {...list} filtered={filtered} />
    </>
  );
}
