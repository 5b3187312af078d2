/** /settings: the older tabbed Settings screen (site-and-admin.md §2 "Admin screens" 8). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { SettingsTabs } from "@/components/admin/settings/settings-tabs";
import { requireUser } from "@/lib/auth/session";
import { listPortfolioProjects } from "@/lib/db/queries/portfolio-admin";
import { listSettings } from "@/lib/db/queries/settings-admin";

export const metadata: Metadata = { title: "Settings" };

/** Portfolio, Appearance and General tabs; signed-in users only. */
export default async function SettingsPage() {
  await requireUser();
  const [projects, settings] = await Promise.all([listPortfolioProjects(), listSettings()]);
  return (
    <>
      <PageHeader title="Settings" description="Portfolio projects, appearance and general site settings." />
      <SettingsTabs projects={projects} settings={settings} />
    </>
  );
}
