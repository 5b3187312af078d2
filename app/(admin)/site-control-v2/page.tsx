/** /site-control-v2: Site Control Hub (docs/spec/operator-console.md §2 "/site-control-v2"), with its Uptime tab (docs/federation-protocol.md "Monitors"). */
import type { Metadata } from "next";
import { SiteControlHub } from "@/components/federation/site-control-hub";
import { UptimeSection } from "@/components/uptime/uptime-section";
import { requireUser } from "@/lib/auth/session";
import { liveTopic } from "@/lib/live/topics";
import { loadUptimeTabParams } from "@/lib/uptime/list-filter";
import { readUptimeTab } from "@/lib/uptime/queries";

export const metadata: Metadata = { title: "Site Control Hub" };

/** The simplified hub (its data is polled by the client) and the server-rendered Uptime tab, both following live changes; signed-in users only. */
export default async function SiteControlHubPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const search = await searchParams;
  const params = loadUptimeTabParams(search);
  const uptime = await readUptimeTab(params);
  // Every check of the chosen monitor moves its figures and chart; health changes come as `sites`.
  const uptimeTopics = uptime.selectedId === null ? [] : [liveTopic("uptime", uptime.selectedId)];
  return (
    <SiteControlHub
      uptime={<UptimeSection params={params} data={uptime} />}
      uptimeTopics={uptimeTopics}
      initialTab={search.tab === "uptime" ? "uptime" : "overview"}
    />
  );
}
