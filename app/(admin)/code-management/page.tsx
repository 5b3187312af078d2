/** /code-management: Project Code Management, the SMS drafts (docs/spec/site-and-admin.md §2 "Admin screens" 3); signed-in users only. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { CodeManagement } from "@/components/project-codes/code-management";
import { requireUser } from "@/lib/auth/session";
import { pageProjectCodes, projectCodeStats } from "@/lib/project-codes/queries";
import { env } from "@/lib/env";
import { readListParams } from "@/lib/pagination/list-params";
import { loadCodeStatus } from "@/lib/project-codes/list-filter";

export const metadata: Metadata = { title: "Project Code Management" };

/** Stats, then one page of codes and their drafted proposals, searched and filtered from the URL. */
export default async function CodeManagementPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = await searchParams;
  const request = readListParams(params);
  const { status } = loadCodeStatus(params);
  const [{ page, total }, stats] = await Promise.all([pageProjectCodes({ ...request, status }), projectCodeStats()]);
  return (
    <>
      <PageHeader
        title="Project Code Management"
        description="The drafted proposal behind each code: read it, edit it and share the link that opens it for the client."
      />
      <CodeManagement page={page} total={total} stats={stats} baseUrl={env.PUBLIC_BASE_URL} />
    </>
  );
}
