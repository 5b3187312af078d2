/** /code-management: Project Code Management, the SMS drafts (site-and-admin.md §2 "Admin screens" 3); signed-in users only. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { CodeManagement } from "@/components/admin/project-codes/code-management";
import { requireUser } from "@/lib/auth/session";
import { listProjectCodes } from "@/lib/db/queries/project-codes";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Project Code Management" };

/** Stats, search and filter over every code and its drafted proposal. */
export default async function CodeManagementPage() {
  await requireUser();
  const codes = await listProjectCodes();
  return (
    <>
      <PageHeader
        title="Project Code Management"
        description="The drafted proposal behind each code: read it, edit it and share the link that opens it for the client."
      />
      <CodeManagement codes={codes} baseUrl={env.PUBLIC_BASE_URL} />
    </>
  );
}
