import { describe, expect, it } from "vitest";
import { reportHtml, reportTitle } from "@/lib/status-reports/report-html";
import { buildMonthlyReport, type ReportInput } from "@/lib/status-reports/report-model";
import { monthFrame } from "@/lib/status-reports/month-bounds";

const frame = monthFrame("2026-11", "UTC");
const at = (iso: string) => new Date(iso);

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    page: { name: "Acme <Clients>", slug: "acme", timeZone: "UTC" },
    frame,
    components: [
      { siteId: 1, name: "Web shop" },
      { siteId: 2, name: "API" },
    ],
    counts: new Map([
      [
        1,
        new Map([
          ["2026-11-02", { up: 1430, down: 10 }],
          ["2026-11-03", { up: 1440, down: 0 }],
        ]),
      ],
    ]),
    responses: new Map([
      [
        1,
        new Map([
          ["2026-11-02", { samples: 3, totalMs: 600 }],
          ["2026-11-03", { samples: 1, totalMs: 400 }],
        ]),
      ],
    ]),
    certificates: new Map([[1, { expiresAt: at("2027-01-10T00:00:00Z"), trusted: false }]]),
    incidents: [],
    fleetIssues: [],
    todos: [],
    ...overrides,
  };
}

describe("a monthly report", () => {
  it("gives each component the month's uptime from its days' checks and a weighted response time", () => {
    const report = buildMonthlyReport(input());
    const [shop, api] = report.components;
    // 2,870 passing of 2,880 checks.
    expect(shop).toMatchObject({
      name: "Web shop",
      up: 2870,
      down: 10,
      uptime: 99.65,
      // Its first checks were on the 2nd: the figure is since then, as the page and its badge say.
      uptimeSince: "2026-11-02",
      averageResponseMs: 250,
      certificate: { expiresAt: "2027-01-10T00:00:00.000Z", trusted: false },
    });
    expect(shop!.days).toHaveLength(30);
    expect(shop!.days[1]).toEqual({ date: "2026-11-02", uptime: 99.31, responseMs: 200 });
    expect(shop!.days[0]).toEqual({ date: "2026-11-01", uptime: null, responseMs: null });
    expect(api).toMatchObject({ uptime: null, uptimeSince: null, averageResponseMs: null, certificate: null });
    expect(report.monthName).toBe("November 2026");
  });

  it("clips incidents, fleet issues and TODOs to the month, and times an incident that went on past it to the month's end", () => {
    const report = buildMonthlyReport(
      input({
        incidents: [
          {
            id: 1,
            title: "Checkout down",
            impact: "major",
            startedAt: at("2026-11-05T10:00:00Z"),
            resolvedAt: at("2026-11-05T10:42:00Z"),
            siteIds: [1],
          },
          {
            id: 2,
            title: "Before",
            impact: "minor",
            startedAt: at("2026-10-01T00:00:00Z"),
            resolvedAt: at("2026-10-02T00:00:00Z"),
            siteIds: [1],
          },
          {
            id: 3,
            title: "Into December",
            impact: "critical",
            startedAt: at("2026-11-30T23:00:00Z"),
            resolvedAt: at("2026-12-01T02:00:00Z"),
            siteIds: [1, 2],
          },
        ],
        fleetIssues: [
          {
            id: 7,
            errorType: "TypeError",
            message: "x is undefined",
            severity: "high",
            openedAt: at("2026-10-20T00:00:00Z"),
            resolvedAt: at("2026-11-09T00:00:00Z"),
          },
          {
            id: 8,
            errorType: "RangeError",
            message: "bad date",
            severity: "critical",
            openedAt: at("2026-11-12T00:00:00Z"),
            resolvedAt: null,
          },
        ],
        todos: [
          { siteId: 2, title: "Renew the domain", completedAt: at("2026-11-20T00:00:00Z") },
          { siteId: 2, title: "Done in December", completedAt: at("2026-12-01T00:00:00Z") },
        ],
      }),
    );
    expect(report.incidents.map((i) => [i.title, i.durationMs / 60_000, i.resolvedAt])).toEqual([
      ["Checkout down", 42, "2026-11-05T10:42:00.000Z"],
      ["Into December", 60, null],
    ]);
    expect(report.incidents[1]!.components).toEqual(["Web shop", "API"]);
    expect(report.fleetIssues.opened.map((i) => i.errorType)).toEqual(["RangeError"]);
    expect(report.fleetIssues.resolved.map((i) => i.errorType)).toEqual(["TypeError"]);
    expect(report.todos).toEqual([
      { title: "Renew the domain", component: "API", completedAt: "2026-11-20T00:00:00.000Z" },
    ]);
  });

  it("prints the page's name and month as the document's title, with database text escaped", () => {
    const report = buildMonthlyReport(input());
    const html = reportHtml(report);
    expect(reportTitle(report)).toBe("Acme <Clients> — November 2026");
    expect(html).toContain("<title>Acme &lt;Clients&gt; — November 2026</title>");
    expect(html).not.toContain("<Clients>");
    expect(html).toContain("99.65 % uptime since Nov 2<");
    expect(html).toContain("No checks yet<");
    expect(html).toContain("not trusted");
  });
});
