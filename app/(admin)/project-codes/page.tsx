/** /project-codes: Project Codes, the table screen (docs/spec/site-and-admin.md §2 "Admin screens" 2); signed-in users only. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { GenerateCodeDialog } from "@/components/project-codes/generate-code-dialog";
import { ProjectCodesTable } from "@/components/project-codes/project-codes-table";
import { requireUser } from "@/lib/auth/session";
import { pageProjectCodes } from "@/lib/project-codes/queries";
import { readListParams } from "@/lib/pagination/list-params";

export const metadata: Metadata = { title: "Project Codes" };

/** One page of codes, newest first, searched from `?q=`, with Generate New Code. */
export default async function ProjectCodesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const request = readListParams(await searchParams);
  const { page, total } = await pageProjectCodes({ ...request, status: "all" });
  return (
    <>
      <PageHeader
        title="Project Codes"
        description="Codes created from project ideas, texted in or generated here. Click a row to track the client."
      >
        <GenerateCodeDialog />
      </PageHeader>
      <ProjectCodesTable page={page} total={total} searching={request.q !== ""} />
    </>
  );
}
