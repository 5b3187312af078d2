/** The dashboard's quote pipeline (lib/quotes/pipeline.ts): this month's sent, viewed and accepted quotes and their value, the acceptance rate and the median days to accept. */
import { ArrowRight } from "lucide-react";
import { IntentLink } from "@/components/console/intent-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/money";
import { formatNumber, formatPercent } from "@/lib/format/number";
import type { Pipeline, PipelineRow } from "@/lib/quotes/pipeline";

const values = (rows: PipelineRow[], pick: (row: PipelineRow) => number) =>
  rows
    .filter((row) => pick(row) > 0)
    .map((row) => formatMoney(pick(row), row.currency))
    .join(" + ") || "—";

export function PipelineCard({ pipeline }: { pipeline: Pipeline }) {
  const rows = pipeline.byCurrency;
  const sum = (pick: (row: PipelineRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const figures = [
    {
      label: "Sent this month",
      value: formatNumber(sum((r) => r.sent)),
      detail: values(rows, (r) => r.sentMinor),
      href: "/quotes?status=sent",
    },
    {
      label: "Viewed this month",
      value: formatNumber(sum((r) => r.viewed)),
      detail: values(rows, (r) => r.viewedMinor),
      href: "/quotes?status=viewed",
    },
    {
      label: "Accepted this month",
      value: formatNumber(sum((r) => r.accepted)),
      detail: values(rows, (r) => r.acceptedMinor),
      href: "/quotes?status=accepted",
    },
    {
      label: "Acceptance rate",
      value: formatPercent(pipeline.acceptanceRate, 0),
      detail: "of quotes answered",
      href: "/quotes",
    },
    {
      label: "Median days to accept",
      value:
        pipeline.medianDaysToAccept === null ? "—" : formatNumber(Math.round(pipeline.medianDaysToAccept * 10) / 10),
      detail: "from first sent",
      href: "/quotes?status=accepted",
    },
  ];
  return (
    <Card role="group" aria-label="Quote pipeline">
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          <h2>Quote pipeline</h2>
          <IntentLink
            href="/quotes"
            className="flex items-center gap-1 text-sm font-normal text-muted-foreground hover:underline"
          >
            Open quotes <ArrowRight className="size-4" aria-hidden="true" />
          </IntentLink>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {figures.map((f) => (
            <div key={f.label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{f.label}</dt>
              <dd>
                <IntentLink href={f.href} className="text-2xl font-semibold tabular-nums hover:underline">
                  {f.value}
                </IntentLink>
                <span className="block text-xs break-words text-muted-foreground">{f.detail}</span>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
