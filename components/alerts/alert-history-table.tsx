"use client";
/**
 * The Alert history tab (docs/federation-protocol.md "Alert rules"): what was alerted, to whom and through which channel, and each
 * message's delivery state from the outbox (or "Suppressed" when the throttle held it back); newest
 * first, filtered by rule, one server page at a time.
 */
import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { HISTORY_RULE_FILTERS, historyRuleParser } from "@/lib/alerts/list-filter";
import { HISTORY_RULE_FILTER_LABELS, ruleLabel } from "@/lib/alerts/labels";
import { outboxStatusLabel, outboxStatusVariant } from "@/lib/outbox/labels";
import type { AlertHistoryEntry, AlertHistoryPage } from "@/lib/alerts/queries";
import { formatDateTime } from "@/lib/format/date";
import { DataTable, type ColumnMeta } from "@/components/console/list/data-table";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { useListFilter } from "@/components/console/list/use-list-state";
import { EmptyState } from "@/components/console/empty-state";
import { IntentLink } from "@/components/console/intent-link";
import { cn } from "@/lib/utils";

const meta = (className: string): ColumnMeta => ({ className });

const COLUMNS: ColumnDef<AlertHistoryEntry, unknown>[] = [
  {
    id: "at",
    header: "Time",
    meta: meta("whitespace-nowrap"),
    cell: ({ row: { original: h } }) => <time dateTime={h.at}>{formatDateTime(h.at)}</time>,
  },
  { id: "rule", header: "Rule", cell: ({ row: { original: h } }) => ruleLabel(h.rule) },
  {
    id: "alert",
    header: "Alert",
    meta: meta("min-w-56 whitespace-normal"),
    cell: ({ row: { original: h } }) => (
      <>
        <p>{h.title}</p>
        {h.siteName && <p className="text-xs text-muted-foreground">{h.siteName}</p>}
        {h.incidentId !== null && (
          <IntentLink
            href={`/incidents?incident=${h.incidentId}`}
            className="text-xs font-medium underline underline-offset-4"
          >
            Its incident
          </IntentLink>
        )}
      </>
    ),
  },
  {
    id: "to",
    header: "Sent to",
    meta: meta("break-all"),
    cell: ({ row: { original: h } }) => (h.recipient ? `${h.channelKind}: ${h.recipient}` : "—"),
  },
  {
    id: "delivery",
    header: "Delivery",
    cell: ({ row: { original: h } }) => {
      if (h.suppressed) return <Badge variant="outline">Suppressed</Badge>;
      if (h.skippedReason)
        return (
          <>
            <Badge variant="secondary">Skipped</Badge>
            <p className="mt-1 max-w-48 text-xs whitespace-normal text-muted-foreground">{h.skippedReason}</p>
          </>
        );
      if (!h.delivery) return <Badge variant="secondary">{h.recipient ? "Removed" : "No recipient"}</Badge>;
      return (
        <>
          <Badge variant={outboxStatusVariant(h.delivery)} data-outbox-status={h.delivery}>
            {outboxStatusLabel(h.delivery)}
          </Badge>
          {h.lastError && <p className="mt-1 max-w-48 text-xs whitespace-normal text-destructive">{h.lastError}</p>}
        </>
      );
    },
  },
];

/** The rule filter, one page of history and the pager. */
export function AlertHistoryTable({ list }: { list: AlertHistoryPage }) {
  const rule = useListFilter("rule", historyRuleParser);
  return (
    <div className="grid gap-3">
      <ListFilterSelect
        label="Rule"
        value={rule.value}
        options={HISTORY_RULE_FILTERS}
        labels={HISTORY_RULE_FILTER_LABELS}
        onChange={rule.setValue}
        className="w-64 max-w-full"
      />
      <div className={cn(list.page.rows.length > 0 && "rounded-xl border")}>
        <DataTable
          columns={COLUMNS}
          rows={list.page.rows}
          getRowId={(h) => String(h.id)}
          caption="Alerts, newest first. Times are UTC."
          pending={rule.isPending}
          rowProps={() => ({ className: "align-top" })}
          empty={<EmptyState>No alerts yet.</EmptyState>}
        />
      </div>
      <ListPager page={list.page} total={list.total} noun="alerts" />
    </div>
  );
}
