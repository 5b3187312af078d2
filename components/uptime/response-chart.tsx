"use client";
/**
 * The response-time chart of a site or of the fleet (docs/federation-protocol.md "Monitors"), drawn with recharts: the line is the
 * response time of passing checks and breaks where checks failed; failed checks stand as red bars under
 * it. The figure's label says the range, the checks drawn and how many failed, for screen readers.
 * Times in UTC, like every admin screen (lib/format/date.ts).
 */
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState } from "@/components/console/empty-state";
import { formatDateTime, formatMonthDay, formatTime } from "@/lib/format/date";
import { RANGE_WORDS } from "@/lib/uptime/labels";
import type { UptimeRange } from "@/lib/uptime/list-filter";
import type { SeriesPoint } from "@/lib/uptime/queries";

/** The time axis: hours over one day, days over longer ranges. */
const timeLabel = (range: UptimeRange) => (range === "24h" ? formatTime : formatMonthDay);

/** The chart of `points` over `range`; `label` names what is drawn ("Response time of Bakery"). */
export function ResponseChart({ points, range, label }: { points: SeriesPoint[]; range: UptimeRange; label: string }) {
  const failed = points.reduce((sum, p) => sum + p.down, 0);
  const summary = `${label}, ${RANGE_WORDS[range]}: ${points.length} points, ${failed} failed checks`;
  if (points.length === 0) {
    return <EmptyState>No checks in the {RANGE_WORDS[range]} yet.</EmptyState>;
  }
  return (
    <figure aria-label={summary} data-failed={failed} className="h-56 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="t" type="number" scale="time" domain={["dataMin", "dataMax"]} tickFormatter={timeLabel(range)} fontSize={11} minTickGap={24} />
          <YAxis yAxisId="ms" fontSize={11} unit=" ms" width={64} />
          <YAxis yAxisId="down" hide allowDecimals={false} />
          <Tooltip
            labelFormatter={(t) => formatDateTime(new Date(Number(t)))}
            formatter={(value, name) => (name === "ms" ? [`${value} ms`, "Response time"] : [String(value), "Failed checks"])}
          />
          <Bar yAxisId="down" dataKey="down" fill="var(--destructive)" maxBarSize={6} isAnimationActive={false} />
          <Line yAxisId="ms" dataKey="ms" type="monotone" stroke="var(--primary)" dot={false} connectNulls={false} isAnimationActive={false} strokeWidth={2} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
