/** /portfolio-management: Portfolio Management (site-and-admin.md §2 "Admin screens" 5). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PortfolioManager } from "@/components/admin/portfolio/portfolio-manager";
import { requireUser } from "@/lib/auth/session";
import { listPortfolioProjects } from "@/lib/db/queries/portfolio-admin";

export const metadata: Metadata = { title: "Portfolio Management" };

/** Every project, hidden ones included, as cards; signed-in users only. */
export default async function PortfolioManagementPage() {
  await requireUser();
  const projects = await listPortfolioProjects();
  return (
    <>
      <PageHeader title="Portfolio Management" description="Add, edit, hide and delete the projects shown in the portfolio on the website." />
      <PortfolioManager projects={projects} />
    </>
  );
}
