/** /alerts: Fleet Alerts (docs/federation-protocol.md "Alert rules"): fleet-wide error issues, alert history, rules and notification channels, one tab each. */
import type { Metadata } from "next";
import { AlertsScreen, type AlertsTabData } from "@/components/alerts/alerts-screen";
import { loadAlertFilters, type AlertTab } from "@/lib/alerts/list-filter";
import { requireUser } from "@/lib/auth/session";
import { listChannels, listRules, pageAlertHistory } from "@/lib/alerts/queries";
import { channelMemberChoices } from "@/lib/alerts/member-destination";
import { pageFleetIssues } from "@/lib/fleet-issues/queries";
import { linkedRowId, readListParams } from "@/lib/pagination/list-params";

export const metadata: Metadata = { title: "Fleet Alerts" };

async function loadTab(tab: AlertTab, params: Record<string, string | string[] | undefined>): Promise<AlertsTabData> {
  const { status, rule, issue, alert } = loadAlertFilters(params);
  const request = readListParams(params);
  if (tab === "history")
    return { tab, history: await pageAlertHistory({ ...request, rule, alert: linkedRowId(alert) }) };
  if (tab === "rules") {
    const [rules, channels] = await Promise.all([listRules(), listChannels()]);
    return { tab, rules, channels };
  }
  if (tab === "channels") {
    const [channels, members] = await Promise.all([listChannels(), channelMemberChoices()]);
    return { tab, channels, members };
  }
  return { tab, issues: await pageFleetIssues({ ...request, status, issue: linkedRowId(issue) }) };
}

/** Reads only the chosen tab's data on the server. Signed-in users only. */
export default async function AlertsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = await searchParams;
  const { tab } = loadAlertFilters(params);
  return <AlertsScreen data={await loadTab(tab, params)} />;
}
