/**
 * A status page's monthly report as data (docs/federation-protocol.md "Monthly report"), built from what
 * lib/status-reports/read-report.ts reads: per component the month's uptime (the sum of its daily bars'
 * checks, through `dailyBars` and the figure of lib/status-pages/uptime-figure.ts, so it equals the
 * page's bars and the console's figures over the same checks), its daily response times and its
 * certificate; the incidents with their durations; the fleet issues opened and resolved; the TODOs done.
 * Everything is clipped to the month, so a closed month's report reads the same whenever it is built.
 * Pure.
 */
import type { IncidentImpact } from "@/lib/db/schema";
import { formatMonth } from "@/lib/format/date";
import { dailyBars, type DayCounts } from "@/lib/status-pages/daily-bars";
import { uptimeFigure } from "@/lib/status-pages/uptime-figure";
import type { MonthFrame } from "./month-bounds";

/** Checks that measured a response time on one day, and their summed milliseconds. */
export interface DayResponse {
  samples: number;
  totalMs: number;
}

/** What the report is built from; maps are keyed by site id, then by local date (`YYYY-MM-DD`). */
export interface ReportInput {
  page: { name: string; slug: string; timeZone: string };
  frame: MonthFrame;
  /** The page's components in its order. */
  components: { siteId: number; name: string }[];
  counts: ReadonlyMap<number, ReadonlyMap<string, DayCounts>>;
  responses: ReadonlyMap<number, ReadonlyMap<string, DayResponse>>;
  /** The certificate each site's monitor last read: its expiry, and whether it was trusted. */
  certificates: ReadonlyMap<number, { expiresAt: Date | null; trusted: boolean }>;
  /** Incidents on the components that overlapped the month. */
  incidents: {
    id: number;
    title: string;
    impact: IncidentImpact;
    startedAt: Date;
    resolvedAt: Date | null;
    siteIds: number[];
  }[];
  /** Fleet issues seen on the components: first seen on one of them, and resolved (null: not). */
  fleetIssues: {
    id: number;
    errorType: string;
    message: string;
    severity: string;
    openedAt: Date;
    resolvedAt: Date | null;
  }[];
  /** TODOs of the components' sites marked completed, with when. */
  todos: { siteId: number; title: string; completedAt: Date }[];
}

/** One component's month. */
export interface ReportComponent {
  name: string;
  /** Uptime % over the month's checks (two decimals, lib/status-pages/uptime-figure.ts), null without checks. */
  uptime: number | null;
  /** The first day with checks (`YYYY-MM-DD`) when monitoring began within the month. */
  uptimeSince: string | null;
  up: number;
  down: number;
  /** Average response time of the month's measured checks, ms; null without any. */
  averageResponseMs: number | null;
  /** Each local day: its uptime % and average response time (null: no checks, no measured response). */
  days: { date: string; uptime: number | null; responseMs: number | null }[];
  certificate: { expiresAt: string | null; trusted: boolean } | null;
}

/** An incident as the report lists it: `durationMs` to its resolution, or to the month's end when it went on past it. */
export interface ReportIncident {
  title: string;
  impact: IncidentImpact;
  startedAt: string;
  /** Null: still open at the month's end. */
  resolvedAt: string | null;
  durationMs: number;
  components: string[];
}

/** A fleet issue as the report lists it. */
export interface ReportFleetIssue {
  errorType: string;
  message: string;
  severity: string;
  at: string;
}

/** The whole report. Dates are ISO 8601 strings. */
export interface MonthlyReport {
  page: { name: string; slug: string; timeZone: string };
  month: string;
  monthName: string;
  startsAt: string;
  endsAt: string;
  components: ReportComponent[];
  incidents: ReportIncident[];
  fleetIssues: { opened: ReportFleetIssue[]; resolved: ReportFleetIssue[] };
  todos: { title: string; component: string; completedAt: string }[];
}

const within = (instant: Date, frame: MonthFrame) =>
  instant.getTime() >= frame.startsAt.getTime() && instant.getTime() < frame.endsAt.getTime();
const averageMs = (response: DayResponse) =>
  response.samples === 0 ? null : Math.round(response.totalMs / response.samples);

/** The report of `input.frame`'s month. */
export function buildMonthlyReport(input: ReportInput): MonthlyReport {
  const { frame } = input;
  const names = new Map(input.components.map((c) => [c.siteId, c.name]));
  const components = input.components.map(({ siteId, name }): ReportComponent => {
    const bars = dailyBars(frame.days, input.counts.get(siteId) ?? new Map(), [], frame.endsAt);
    const responses = input.responses.get(siteId) ?? new Map<string, DayResponse>();
    const total = bars.reduce((sum, day) => ({ up: sum.up + day.up, down: sum.down + day.down }), { up: 0, down: 0 });
    const figure = uptimeFigure(bars);
    const measured = [...responses.values()].reduce(
      (sum, day) => ({ samples: sum.samples + day.samples, totalMs: sum.totalMs + day.totalMs }),
      { samples: 0, totalMs: 0 },
    );
    const certificate = input.certificates.get(siteId);
    return {
      name,
      uptime: figure.percent,
      uptimeSince: figure.since,
      up: total.up,
      down: total.down,
      averageResponseMs: averageMs(measured),
      days: bars.map((bar) => {
        const response = responses.get(bar.date);
        return { date: bar.date, uptime: bar.uptime, responseMs: response ? averageMs(response) : null };
      }),
      certificate: certificate
        ? { expiresAt: certificate.expiresAt?.toISOString() ?? null, trusted: certificate.trusted }
        : null,
    };
  });
  const incidents = input.incidents
    .filter(
      (i) =>
        i.startedAt.getTime() < frame.endsAt.getTime() &&
        (i.resolvedAt === null || i.resolvedAt.getTime() >= frame.startsAt.getTime()),
    )
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id - b.id)
    .map((i): ReportIncident => {
      const resolvedAt = i.resolvedAt && within(i.resolvedAt, frame) ? i.resolvedAt : null;
      return {
        title: i.title,
        impact: i.impact,
        startedAt: i.startedAt.toISOString(),
        resolvedAt: resolvedAt?.toISOString() ?? null,
        durationMs: (resolvedAt ?? frame.endsAt).getTime() - i.startedAt.getTime(),
        components: input.components.filter((c) => i.siteIds.includes(c.siteId)).map((c) => c.name),
      };
    });
  const issue = (i: ReportInput["fleetIssues"][number], at: Date): ReportFleetIssue => ({
    errorType: i.errorType,
    message: i.message,
    severity: i.severity,
    at: at.toISOString(),
  });
  const byTime = (a: ReportFleetIssue, b: ReportFleetIssue) => a.at.localeCompare(b.at);
  return {
    page: input.page,
    month: frame.month,
    monthName: formatMonth(frame.month),
    startsAt: frame.startsAt.toISOString(),
    endsAt: frame.endsAt.toISOString(),
    components,
    incidents,
    fleetIssues: {
      opened: input.fleetIssues
        .filter((i) => within(i.openedAt, frame))
        .map((i) => issue(i, i.openedAt))
        .sort(byTime),
      resolved: input.fleetIssues
        .filter((i) => i.resolvedAt && within(i.resolvedAt, frame))
        .map((i) => issue(i, i.resolvedAt!))
        .sort(byTime),
    },
    todos: input.todos
      .filter((t) => within(t.completedAt, frame))
      .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime())
      .map((t) => ({ title: t.title, component: names.get(t.siteId) ?? "", completedAt: t.completedAt.toISOString() })),
  };
}
