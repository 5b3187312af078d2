"use client";
/**
 * The /alerts screen (docs/federation-protocol.md "Fleet issues"): Fleet issues, Alert history, Rules and Channels as tabs whose choice is
 * URL state (`?tab=`), so each tab's list is read and paged on the server.
 */
import { useTransition } from "react";
import { parseAsInteger, useQueryStates } from "nuqs";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  ALERT_TABS,
  alertTabParser,
  historyRuleParser,
  issueStatusParser,
  type AlertTab,
} from "@/lib/alerts/list-filter";
import type { AlertHistoryPage, ChannelView, RuleWithChannels } from "@/lib/alerts/queries";
import type { FleetIssuePage } from "@/lib/fleet-issues/queries";
import type { MemberChoice } from "@/lib/alerts/member-destination";
import { listParsers } from "@/lib/pagination/list-params";
import { NarrowedNotice } from "@/components/console/list/narrowed-notice";
import { PageHeader } from "@/components/console/page-header";
import { AlertHistoryTable } from "./alert-history-table";
import { ChannelsList } from "./channels-list";
import { FleetIssuesList } from "@/components/fleet-issues/fleet-issues-list";
import { RulesList } from "./rules-list";

/** What the server read for the chosen tab. */
export type AlertsTabData =
  | { tab: "issues"; issues: FleetIssuePage }
  | { tab: "history"; history: AlertHistoryPage }
  | { tab: "rules"; rules: RuleWithChannels[]; channels: ChannelView[] }
  | { tab: "channels"; channels: ChannelView[]; members: MemberChoice[] };

const TAB_LABELS: Record<AlertTab, string> = {
  issues: "Fleet issues",
  history: "Alert history",
  rules: "Rules",
  channels: "Channels",
};

/** The header and the tabs; only the chosen tab's panel has content. */
export function AlertsScreen({ data }: { data: AlertsTabData }) {
  const [pending, startTransition] = useTransition();
  // A new tab is a new list: its filters, search and position start over.
  const [{ issue, alert }, setUrl] = useQueryStates(
    {
      tab: alertTabParser,
      status: issueStatusParser,
      rule: historyRuleParser,
      issue: parseAsInteger,
      alert: parseAsInteger,
      ...listParsers,
    },
    { shallow: false, startTransition, clearOnDefault: true },
  );
  const choose = (tab: string) =>
    void setUrl({
      tab: tab as AlertTab,
      status: null,
      rule: null,
      issue: null,
      alert: null,
      q: null,
      cursor: null,
      dir: null,
    });
  return (
    <>
      <PageHeader
        title="Fleet Alerts"
        description="Errors across every client site, the alerts sent about them, and where alerts go."
      />
      <Tabs value={data.tab} onValueChange={choose} className="min-w-0" aria-busy={pending}>
        <TabsList aria-label="Fleet alerts">
          {ALERT_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="issues" className="grid gap-4">
          {data.tab === "issues" && issue !== null && <NarrowedNotice noun="fleet issue" href="/alerts?status=all" />}
          {data.tab === "issues" && <FleetIssuesList list={data.issues} />}
        </TabsContent>
        <TabsContent value="history" className="grid gap-4">
          {data.tab === "history" && alert !== null && <NarrowedNotice noun="alert" href="/alerts?tab=history" />}
          {data.tab === "history" && <AlertHistoryTable list={data.history} />}
        </TabsContent>
        <TabsContent value="rules">
          {data.tab === "rules" && <RulesList rules={data.rules} channels={data.channels} />}
        </TabsContent>
        <TabsContent value="channels">
          {data.tab === "channels" && <ChannelsList channels={data.channels} members={data.members} />}
        </TabsContent>
      </Tabs>
    </>
  );
}
