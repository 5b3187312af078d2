/** /site-control-v2: Site Control Hub (operator-console.md §2 "/site-control-v2"). */
import type { Metadata } from "next";
import { SiteControlHub } from "@/components/admin/federation/site-control-hub";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Site Control Hub" };

/** The simplified hub (its data is polled by the client); signed-in users only. */
export default async function SiteControlHubPage() {
  await requireUser();
  return <SiteControlHub />;
}
