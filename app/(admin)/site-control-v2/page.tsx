/** /site-control-v2: Site Control Hub (docs/spec/operator-console.md §2 "/site-control-v2"), with its Uptime tab (docs/federation-protocol.md "Monitors"). */
import type { Metadata } from "next";
import { SiteControlHub } from "@/components/federation/site-control-hub";
import { UptimeSection } from "@/components/uptime/uptime-section";
import { requireUser } from "@/lib/auth/session";
import { loadUptimeTabParams } from "@/lib/uptime/list-filter";
import { readUptimeTab } from "@/lib/uptime/queries";

export const metadata: Metadata = { title: "Site Control Hub" };

/** The simplified hub (its data is polled by the client) and the server-rendered Uptime tab; signed-in users only. */
export default async function SiteControlHubPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireUser();
  const search = await searchParams;
  const params = loadUptimeTabParams(search);
  const uptime = await readUptimeTab(params);
  return <SiteControlHub uptime={<UptimeSection params={params} data={uptime} />} initialTab={search.tab === "uptime" ? "uptime" : "overview"} />;
}
