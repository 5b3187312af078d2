"use client";
/**
 * /quotes (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): one server page of quotes, newest
 * first, searched (title, client) and filtered (status, assignee, value, date) in SQL with the state in the
 * URL, the totals of every matching quote per currency above it. The table scrolls inside its card on a
 * 390 px phone.
 */
import { useMemo } from "react";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { FileSignature } from "lucide-react";
import { useQueryStates } from "nuqs";
import { EmptyState } from "@/components/console/empty-state";
import { IntentLink } from "@/components/console/intent-link";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListToolbar } from "@/components/console/list/list-toolbar";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { useListFilter, useListState } from "@/components/console/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import type { PagedList } from "@/lib/db/keyset";
import { formatDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { pluralize } from "@/lib/format/number";
import { QUOTE_ASSIGNED_FILTERS, QUOTE_STATUS_FILTERS, quoteFilterParsers } from "@/lib/quotes/list-filter";
import type { QuoteRow, QuoteTotals } from "@/lib/quotes/queries";
import {
  QUOTE_ASSIGNED_FILTER_LABELS,
  QUOTE_STATUS_FILTER_LABELS,
  QUOTE_STATUS_LABELS,
  type QuoteStatus,
} from "@/lib/quotes/statuses";
import { cn } from "@/lib/utils";

/** The value and date bounds' inputs, each a URL key of `quoteFilterParsers`. */
const BOUND_FIELDS = [
  { key: "min", label: "Value at least", placeholder: "Min value", type: "text" },
  { key: "max", label: "Value at most", placeholder: "Max value", type: "text" },
  { key: "from", label: "Created from", placeholder: undefined, type: "date" },
  { key: "to", label: "Created until", placeholder: undefined, type: "date" },
] as const;

/** The bounds (value and date) as URL state, each change back to the first page. */
function useBounds() {
  const { firstPage } = useListState();
  const [bounds, setBounds] = useQueryStates(
    {
      min: quoteFilterParsers.min,
      max: quoteFilterParsers.max,
      from: quoteFilterParsers.from,
      to: quoteFilterParsers.to,
    },
    { shallow: false, clearOnDefault: true, throttleMs: 500 },
  );
  return {
    bounds,
    set: (key: keyof typeof bounds, value: string) => {
      void setBounds({ [key]: value || null });
      void firstPage();
    },
  };
}

/** The totals, the search and filters, one page of quotes and the pager. */
export function QuotesList({
  page,
  total,
  totals,
  filtered,
}: PagedList<QuoteRow> & { totals: QuoteTotals; filtered: boolean }) {
  const router = useRouter();
  const status = useListFilter("status", quoteFilterParsers.status);
  const assigned = useListFilter("assigned", quoteFilterParsers.assigned);
  const { bounds, set } = useBounds();
  const columns = useMemo<ColumnDef<QuoteRow, unknown>[]>(
    () => [
      {
        id: "quote",
        header: "Quote",
        meta: meta("min-w-48 whitespace-normal"),
        cell: ({ row: { original: q } }) => (
          <div className="grid gap-0.5">
            <IntentLink href={`/quotes/${q.id}`} className="font-medium hover:underline">
              {q.title}
            </IntentLink>
            <span className="text-xs text-muted-foreground">
              Q-{q.id} · v{q.currentVersion} · {q.clientName || "—"}
            </span>
          </div>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: q } }) => (
          <Badge variant={q.status === "accepted" ? "default" : "secondary"}>
            {QUOTE_STATUS_LABELS[q.status as QuoteStatus] ?? q.status}
          </Badge>
        ),
      },
      {
        id: "value",
        header: "Value",
        meta: meta("text-right tabular-nums whitespace-nowrap"),
        cell: ({ row: { original: q } }) => formatMoney(q.totalMinor, q.currency),
      },
      { id: "assignee", header: "Assignee", cell: ({ row: { original: q } }) => q.assigneeName ?? "—" },
      {
        id: "created",
        header: "Created",
        meta: meta("whitespace-nowrap"),
        cell: ({ row: { original: q } }) => formatDate(q.createdAt),
      },
    ],
    [],
  );
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground" data-testid="quote-totals">
        {totals.byCurrency.length === 0
          ? "No quotes match."
          : totals.byCurrency
              .map((t) => `${pluralize(t.count, "quote")}: ${formatMoney(t.totalMinor, t.currency)}`)
              .join(" · ")}
      </p>
      <ListToolbar searchLabel="Search quotes" placeholder="Search titles and clients...">
        <ListFilterSelect
          label="Filter by status"
          value={status.value}
          options={QUOTE_STATUS_FILTERS}
          labels={QUOTE_STATUS_FILTER_LABELS}
          onChange={status.setValue}
          className="w-full sm:w-40"
        />
        <ListFilterSelect
          label="Filter by assignee"
          value={assigned.value}
          options={QUOTE_ASSIGNED_FILTERS}
          labels={QUOTE_ASSIGNED_FILTER_LABELS}
          onChange={assigned.setValue}
          className="w-full sm:w-40"
        />
        {BOUND_FIELDS.map((field) => (
          <Input
            key={field.key}
            aria-label={field.label}
            placeholder={field.placeholder}
            type={field.type}
            inputMode={field.type === "text" ? "decimal" : undefined}
            className={field.type === "text" ? "w-full sm:w-28" : "w-full sm:w-40"}
            defaultValue={bounds[field.key]}
            onChange={(e) => set(field.key, e.target.value.trim())}
          />
        ))}
      </ListToolbar>
      <div className={cn(page.rows.length > 0 && "rounded-xl border")}>
        <DataTable
          columns={columns}
          rows={page.rows}
          getRowId={(q) => String(q.id)}
          caption="Quotes"
          pending={status.isPending || assigned.isPending}
          empty={
            <EmptyState bordered icon={FileSignature}>
              {filtered ? "No quotes match." : "No quotes yet. Open a lead and choose New quote."}
            </EmptyState>
          }
          rowProps={(q) => ({
            "data-quote-id": q.id,
            className: "cursor-pointer align-top",
            onClick: () => router.push(`/quotes/${q.id}`),
          })}
        />
      </div>
      {(page.rows.length > 0 || page.prevCursor) && <ListPager page={page} total={total} noun="quotes" />}
    </>
  );
}
