/** /portfolio-management: Portfolio Management (docs/spec/site-and-admin.md §2 "Admin screens" 5). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { PortfolioManager } from "@/components/portfolio/portfolio-manager";
import { requireUser } from "@/lib/auth/session";
import { listPortfolioPage } from "@/lib/portfolio/admin-queries";
import { readListParams } from "@/lib/pagination/list-params";

export const metadata: Metadata = { title: "Portfolio Management" };

/** One page of every project, hidden ones and samples included, as cards; signed-in users only. */
export default async function PortfolioManagementPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = readListParams(await searchParams);
  const { page, total } = await listPortfolioPage(params);
  return (
    <>
      <PageHeader
        title="Portfolio Management"
        description="Add, edit, hide and delete the projects shown in the portfolio on the website."
      />
      <PortfolioManager page={page} total={total} searching={params.q !== ""} />
    </>
  );
}
