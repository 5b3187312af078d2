"use client";
/**
 * The Alert history tab (issue 15): what was alerted, to whom and through which channel, and each
 * message's delivery state from the outbox (or "Suppressed" when the throttle held it back); newest
 * first, filtered by rule, one server page at a time.
 */
import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { HISTORY_RULE_FILTERS, historyRuleParser, type HistoryRuleFilter } from "@/lib/alerts/list-filter";
import { RULE_LABELS } from "@/lib/alerts/rules";
import type { AlertHistoryEntry, AlertHistoryPage } from "@/lib/db/queries/alert-history";
import { cn } from "@/lib/utils";
import { formatDateTime } from "../format-date";
import { DataTable, type ColumnMeta } from "../list/data-table";
import { ListPager } from "../list/list-pager";
import { useListFilter } from "../list/use-list-state";

const DELIVERY_VARIANT = { sent: "default", failed: "destructive", unsent: "secondary", pending: "outline" } as const;

/** A rule's label; `test` rows are the channels' "Send test" messages. */
export function ruleLabel(rule: string): string {
  return rule === "test" ? "Channel test" : (RULE_LABELS[rule as keyof typeof RULE_LABELS] ?? rule);
}

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
      if (!h.delivery) return <Badge variant="secondary">{h.recipient ? "Removed" : "No recipient"}</Badge>;
      return (
        <>
          <Badge variant={DELIVERY_VARIANT[h.delivery as keyof typeof DELIVERY_VARIANT] ?? "outline"}>{h.delivery}</Badge>
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
      <Select value={rule.value} onValueChange={(value) => rule.setValue(value as HistoryRuleFilter)}>
        <SelectTrigger aria-label="Rule" className="w-64 max-w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {HISTORY_RULE_FILTERS.map((value) => (
            <SelectItem key={value} value={value}>
              {value === "all" ? "All rules" : ruleLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className={cn(list.page.rows.length > 0 && "rounded-xl border")}>
        <DataTable
          columns={COLUMNS}
          rows={list.page.rows}
          getRowId={(h) => String(h.id)}
          caption="Alerts, newest first. Times are UTC."
          pending={rule.isPending}
          rowProps={() => ({ className: "align-top" })}
          empty={<p className="py-6 text-sm text-muted-foreground">No alerts yet.</p>}
        />
      </div>
      <ListPager page={list.page} total={list.total} noun="alerts" />
    </div>
  );
}
