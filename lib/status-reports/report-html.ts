/**
 * The monthly report as one self-contained HTML document (docs/federation-protocol.md "Monthly report"),
 * printed to PDF by lib/status-reports/render-pdf.ts: no script, no external file, system fonts, the
 * response-time charts as inline SVG. The `<title>` (the page's name and the month) becomes the PDF's
 * title. Every text from the database is escaped. Pure.
 */
import { escapeHtml } from "@/lib/format/html-escape";
import { formatDateTimeIn, formatDuration } from "@/lib/format/date";
import { formatNumber, pluralize } from "@/lib/format/number";
import { barLevel } from "@/lib/status-pages/daily-bars";
import { describeUptime } from "@/lib/status-pages/uptime-figure";
import type { MonthlyReport, ReportComponent, ReportFleetIssue } from "./report-model";

const escape = escapeHtml;

/** The report's title: the page's name and the month, "Acme status — November 2026". */
export function reportTitle(report: Pick<MonthlyReport, "page" | "monthName">): string {
  return `${report.page.name} — ${report.monthName}`;
}

const CHART = { width: 520, height: 110, left: 44, bottom: 18, top: 8 };

/** A component's daily average response times as a line over the month's days, with its y-axis inside the plot. */
function responseChart(component: ReportComponent): string {
  const points = component.days.map((day, index) => ({ index, ms: day.responseMs }));
  const measured = points.filter((p): p is { index: number; ms: number } => p.ms !== null);
  if (measured.length === 0) return `<p class="muted">No response times were measured this month.</p>`;
  const maxMs = Math.max(...measured.map((p) => p.ms), 1);
  const plotWidth = CHART.width - CHART.left - 4;
  const plotHeight = CHART.height - CHART.bottom - CHART.top;
  const step = component.days.length > 1 ? plotWidth / (component.days.length - 1) : 0;
  const x = (index: number) => CHART.left + index * step;
  const y = (ms: number) => CHART.top + plotHeight - (ms / maxMs) * plotHeight;
  // A day without a measured check breaks the line.
  let path = "";
  let previous = -2;
  for (const p of measured) {
    path += `${p.index === previous + 1 ? "L" : "M"}${x(p.index).toFixed(1)},${y(p.ms).toFixed(1)}`;
    previous = p.index;
  }
  const dots =
    measured.length < 3
      ? measured.map((p) => `<circle cx="${x(p.index).toFixed(1)}" cy="${y(p.ms).toFixed(1)}" r="2.5"/>`).join("")
      : "";
  const last = component.days.length - 1;
  return `<svg class="chart" viewBox="0 0 ${CHART.width} ${CHART.height}" role="img" aria-label="Daily average response time of ${escape(component.name)}">
<text x="${CHART.left - 4}" y="${CHART.top + 8}" text-anchor="end">${formatNumber(maxMs)} ms</text>
<text x="${CHART.left - 4}" y="${CHART.top + plotHeight}" text-anchor="end">0</text>
<line x1="${CHART.left}" y1="${CHART.top + plotHeight}" x2="${CHART.width - 4}" y2="${CHART.top + plotHeight}" class="axis"/>
<text x="${CHART.left}" y="${CHART.height - 4}">${escape(component.days[0]!.date.slice(8))}</text>
<text x="${x(last)}" y="${CHART.height - 4}" text-anchor="end">${escape(component.days[last]!.date.slice(8))}</text>
<path d="${path}" class="line"/>${dots}
</svg>`;
}

/** A component's uptime in the month as the page, its JSON and its badge word it: "99.95 % uptime since Nov 27". */
export function reportUptime(component: ReportComponent, monthName: string): string {
  return describeUptime({ percent: component.uptime, since: component.uptimeSince }, `in ${monthName}`);
}

function componentSection(component: ReportComponent, timeZone: string, monthName: string): string {
  const certificate = component.certificate?.expiresAt
    ? `Certificate expires ${escape(formatDateTimeIn(component.certificate.expiresAt, timeZone))}${component.certificate.trusted ? "" : " (not trusted)"}`
    : "No certificate read (plain http, or not checked yet)";
  return `<section class="component">
<h3>${escape(component.name)} <span class="uptime level-${barLevel(component.uptime)}">${escape(reportUptime(component, monthName))}</span></h3>
<p class="muted">${pluralize(component.up + component.down, "check")}, ${formatNumber(component.down)} failed · average response ${component.averageResponseMs === null ? "—" : `${formatNumber(component.averageResponseMs)} ms`} · ${certificate}</p>
${responseChart(component)}
</section>`;
}

function issueList(issues: ReportFleetIssue[], timeZone: string, empty: string): string {
  if (issues.length === 0) return `<p class="muted">${empty}</p>`;
  return `<ul>${issues
    .map(
      (i) =>
        `<li><strong>${escape(i.errorType)}</strong> (${escape(i.severity)}) ${escape(i.message.slice(0, 200))} <span class="muted">${escape(formatDateTimeIn(i.at, timeZone))}</span></li>`,
    )
    .join("")}</ul>`;
}

const STYLE = `
@page { size: A4; margin: 16mm 14mm; }
body { font: 11px/1.45 system-ui, "DejaVu Sans", sans-serif; color: #111; }
h1 { font-size: 20px; margin: 0 0 2px; } h2 { font-size: 14px; margin: 18px 0 6px; border-bottom: 1px solid #ddd; padding-bottom: 3px; }
h3 { font-size: 12px; margin: 10px 0 2px; display: flex; justify-content: space-between; }
.muted { color: #555; } table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid #eee; vertical-align: top; }
td.num, th.num { text-align: right; } .component { break-inside: avoid; } ul { padding-left: 16px; margin: 4px 0; }
.chart { width: 100%; height: auto; } .chart text { font-size: 9px; fill: #555; } .chart .axis { stroke: #ccc; } .chart .line { fill: none; stroke: #2563eb; stroke-width: 1.5; } .chart circle { fill: #2563eb; }
.level-ok { color: #15803d; } .level-minor { color: #a16207; } .level-major { color: #c2410c; } .level-critical { color: #b91c1c; } .level-none { color: #555; }
`;

/** The report as an HTML document. */
export function reportHtml(report: MonthlyReport): string {
  const zone = report.page.timeZone;
  const title = reportTitle(report);
  const summaryRows = report.components
    .map(
      (c) =>
        `<tr><td>${escape(c.name)}</td><td class="num level-${barLevel(c.uptime)}">${escape(reportUptime(c, report.monthName))}</td><td class="num">${formatNumber(c.down)}</td><td class="num">${c.averageResponseMs === null ? "—" : `${formatNumber(c.averageResponseMs)} ms`}</td></tr>`,
    )
    .join("");
  const incidentRows = report.incidents
    .map(
      (i) =>
        `<tr><td>${escape(i.title)}<br><span class="muted">${escape(i.components.join(", "))}</span></td><td>${escape(i.impact)}</td><td>${escape(formatDateTimeIn(i.startedAt, zone))}</td><td>${i.resolvedAt ? escape(formatDuration(i.durationMs)) : `${escape(formatDuration(i.durationMs))} (went on past the month)`}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head><body>
<h1>${escape(report.page.name)}</h1>
<p class="muted">Monthly report for ${escape(report.monthName)} · ${escape(formatDateTimeIn(report.startsAt, zone))} to ${escape(formatDateTimeIn(report.endsAt, zone))}</p>
<h2>Uptime</h2>
${report.components.length === 0 ? `<p class="muted">This page shows no components.</p>` : `<table><thead><tr><th>Component</th><th class="num">Uptime</th><th class="num">Failed checks</th><th class="num">Average response</th></tr></thead><tbody>${summaryRows}</tbody></table>`}
<h2>Incidents</h2>
${report.incidents.length === 0 ? `<p class="muted">No incidents this month.</p>` : `<table><thead><tr><th>Incident</th><th>Impact</th><th>Started</th><th>Duration</th></tr></thead><tbody>${incidentRows}</tbody></table>`}
<h2>Response times and certificates</h2>
${report.components.map((c) => componentSection(c, zone, report.monthName)).join("\n")}
<h2>Fleet issues</h2>
<h3>Opened (${report.fleetIssues.opened.length})</h3>
${issueList(report.fleetIssues.opened, zone, "No new issues.")}
<h3>Resolved (${report.fleetIssues.resolved.length})</h3>
${issueList(report.fleetIssues.resolved, zone, "No issues resolved.")}
<h2>Completed TODOs</h2>
${report.todos.length === 0 ? `<p class="muted">No TODOs completed this month.</p>` : `<ul>${report.todos.map((t) => `<li>${escape(t.title)} <span class="muted">${escape(t.component)} · ${escape(formatDateTimeIn(t.completedAt, zone))}</span></li>`).join("")}</ul>`}
</body></html>`;
}
