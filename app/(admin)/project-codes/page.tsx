/** /project-codes: Project Codes, the table screen (site-and-admin.md §2 "Admin screens" 2); signed-in users only. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { GenerateCodeDialog } from "@/components/admin/project-codes/generate-code-dialog";
import { ProjectCodesTable } from "@/components/admin/project-codes/project-codes-table";
import { requireUser } from "@/lib/auth/session";
import { listProjectCodes } from "@/lib/db/queries/project-codes";

export const metadata: Metadata = { title: "Project Codes" };

/** Every code, newest first, with Generate New Code. */
export default async function ProjectCodesPage() {
  await requireUser();
  const codes = await listProjectCodes();
  return (
    <>
      <PageHeader
        title="Project Codes"
        description="Codes created from project ideas, texted in or generated here. Click a row to track the client."
      >
        <GenerateCodeDialog />
      </PageHeader>
      <ProjectCodesTable codes={codes} />
    </>
  );
}
