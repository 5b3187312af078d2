/** /settings: the older tabbed Settings screen (docs/spec/site-and-admin.md §2 "Admin screens" 8). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { requireUser } from "@/lib/auth/session";
import { listPortfolioPage } from "@/lib/portfolio/admin-queries";
import { listSettings } from "@/lib/settings/admin-queries";
import { readListParams } from "@/lib/pagination/list-params";

export const metadata: Metadata = { title: "Settings" };

/** Portfolio (one server page of projects, searched and paged by the URL), Appearance and General tabs; signed-in users only. */
export default async function SettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = readListParams(await searchParams);
  const [portfolio, settings] = await Promise.all([listPortfolioPage(params), listSettings()]);
  return (
    <>
      <PageHeader title="Settings" description="Portfolio projects, appearance and general site settings." />
      <SettingsTabs portfolio={{ ...portfolio, searching: params.q !== "" }} settings={settings} />
    </>
  );
}
