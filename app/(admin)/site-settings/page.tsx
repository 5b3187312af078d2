/** /site-settings: Site Settings (docs/spec/site-and-admin.md §2 "Admin screens" 7). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { ProjectIdeaVisibilityForm } from "@/components/settings/project-idea-visibility-form";
import { requireUser } from "@/lib/auth/session";
import { readSetting } from "@/lib/settings/admin-queries";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Site Settings" };

/** The landing page visibility switch, starting from the stored value; signed-in users only. */
export default async function SiteSettingsPage() {
  await requireUser();
  const saved = await readSetting("show-project-idea").catch((error: unknown) => {
    console.error("[site-settings] could not read show-project-idea", error);
    return null;
  });
  return (
    <>
      <PageHeader title="Site Settings" description="Control what visitors see on the landing page." />
      <ProjectIdeaVisibilityForm saved={saved} phoneNumber={env.TWILIO_PHONE_NUMBER} />
    </>
  );
}
