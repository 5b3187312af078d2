"use client";
/**
 * The response-time chart of a site or of the fleet (docs/federation-protocol.md "Monitors"), drawn with recharts: the line is the
 * response time of passing checks and breaks where checks failed, a passing check alone between failures
 * (or the only check) a dot; failed checks stand as red bars under it. The response-time labels sit inside
 * the plot. The figure's label says the range, the checks drawn and how many failed, for screen readers.
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

/** A dot as recharts passes it to `dot`: its position and the index of its point. */
interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
}

/** The chart of `points` over `range`; `label` names what is drawn ("Response time of Bakery"). */
export function ResponseChart({ points, range, label }: { points: SeriesPoint[]; range: UptimeRange; label: string }) {
  const failed = points.reduce((sum, p) => sum + p.down, 0);
  // A passing check between gaps (or the only one) is no line: it is drawn as a dot.
  const isolated = (i: number) => points[i]?.ms != null && points[i - 1]?.ms == null && points[i + 1]?.ms == null;
  const dot = ({ cx, cy, index = -1 }: DotProps) =>
    isolated(index) && cx !== undefined && cy !== undefined ? (
      <circle key={`dot-${index}`} cx={cx} cy={cy} r={3} fill="var(--primary)" className="response-chart-dot" />
    ) : (
      <g key={`dot-${index}`} />
    );
  const summary = `${label}, ${RANGE_WORDS[range]}: ${points.length} points, ${failed} failed checks`;
  if (points.length === 0) {
    return <EmptyState>No checks in the {RANGE_WORDS[range]} yet.</EmptyState>;
  }
  return (
    <figure aria-label={summary} data-failed={failed} className="h-56 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={["dataMin", "dataMax"]}
            tickFormatter={timeLabel(range)}
            fontSize={11}
            minTickGap={24}
          />
          {/* Inside the plot (`mirror`): the labels take no width of their own, so none is cut off at 390 px. */}
          <YAxis
            yAxisId="ms"
            fontSize={11}
            unit=" ms"
            mirror
            tickLine={false}
            axisLine={false}
            tick={{ fill: "var(--muted-foreground)" }}
          />
          <YAxis yAxisId="down" hide allowDecimals={false} />
          <Tooltip
            labelFormatter={(t) => formatDateTime(new Date(Number(t)))}
            formatter={(value, name) =>
              name === "ms" ? [`${value} ms`, "Response time"] : [String(value), "Failed checks"]
            }
          />
          <Bar yAxisId="down" dataKey="down" fill="var(--destructive)" maxBarSize={6} isAnimationActive={false} />
          <Line
            yAxisId="ms"
            dataKey="ms"
            type="monotone"
            stroke="var(--primary)"
            dot={dot}
            activeDot={{ r: 4 }}
            connectNulls={false}
            isAnimationActive={false}
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
