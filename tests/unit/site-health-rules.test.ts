/**
 * The site health rules, row by row as docs/federation-protocol.md "Site health" tables them, then how
 * rows combine (first row's state, every row's reason) and the words each reason and state is shown in.
 */
import { describe, expect, it } from "vitest";
import { activeWindow } from "@/lib/site-health/maintenance-windows";
import { describeHealth, describeHealthReason, HEALTH_STATE_DISPLAY } from "@/lib/site-health/labels";
import {
  countByState,
  needsAttention,
  siteHealth,
  SITE_HEALTH_STATES,
  worstFirst,
  type MonitorInput,
  type SiteHealthInput,
} from "@/lib/site-health/rules";

const now = new Date("2025-06-10T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000);

/** A monitor whose last check, a minute ago, passed over a trusted certificate valid for a year. */
const upMonitor: MonitorInput = {
  state: "up",
  paused: false,
  lastCheckedAt: hoursAgo(1 / 60),
  consecutiveFailures: 0,
  retries: 1,
  downSince: null,
  lastError: null,
  certExpiresAt: daysFromNow(365),
  certError: null,
};

/** An operational site: checks pass, synced an hour ago with success, nothing open, no window. */
const healthy: SiteHealthInput = {
  isActive: true,
  createdAt: hoursAgo(24 * 30),
  monitor: upMonitor,
  lastSync: hoursAgo(1),
  recentSyncStatuses: ["success", "success"],
  criticalErrors: 0,
  criticalIssues: 0,
  maintenance: [],
  certificateWarningDays: 14,
};

const monitor = (change: Partial<MonitorInput>): Partial<SiteHealthInput> => ({ monitor: { ...upMonitor, ...change } });

/** The table's rows: what makes the row apply to an otherwise operational site, and what it answers. */
const ROWS: { row: number; when: string; change: Partial<SiteHealthInput>; state: string; reason: object }[] = [
  {
    row: 1,
    when: "the site is paused in Site Control",
    change: { isActive: false },
    state: "paused",
    reason: { code: "site_paused" },
  },
  {
    row: 2,
    when: "its monitor is paused",
    change: monitor({ paused: true, state: "paused" }),
    state: "paused",
    reason: { code: "monitor_paused" },
  },
  {
    row: 3,
    when: "now is inside a maintenance window",
    change: { maintenance: [{ startsAt: hoursAgo(1), endsAt: hoursAgo(-1), title: "Database upgrade" }] },
    state: "maintenance",
    reason: { code: "maintenance", endsAt: hoursAgo(-1), title: "Database upgrade" },
  },
  {
    row: 4,
    when: "its monitor is down",
    change: monitor({
      state: "down",
      consecutiveFailures: 2,
      downSince: hoursAgo(0.5),
      lastError: "HTTP 500, expected 200–399",
    }),
    state: "down",
    reason: { code: "down", since: hoursAgo(0.5), failures: 2, error: "HTTP 500, expected 200–399" },
  },
  {
    row: 5,
    when: "it was never checked (no monitor yet)",
    change: { monitor: null },
    state: "unknown",
    reason: { code: "not_checked" },
  },
  {
    row: 5,
    when: "it was never checked (monitor created)",
    change: monitor({ state: "pending", lastCheckedAt: null }),
    state: "unknown",
    reason: { code: "not_checked" },
  },
  {
    row: 5,
    when: "it was not checked since its monitor was resumed",
    change: monitor({ state: "pending", consecutiveFailures: 0 }),
    state: "unknown",
    reason: { code: "not_checked" },
  },
  {
    row: 6,
    when: "its last check failed with retries left",
    change: monitor({ state: "pending", consecutiveFailures: 1, lastError: "HTTP 503, expected 200–399" }),
    state: "degraded",
    reason: { code: "check_failing", failures: 1, retries: 1, error: "HTTP 503, expected 200–399" },
  },
  {
    row: 7,
    when: "its last sync failed",
    change: { recentSyncStatuses: ["failed", "success"] },
    state: "degraded",
    reason: { code: "sync_failed", failures: 1 },
  },
  {
    row: 7,
    when: "its last two syncs failed",
    change: { recentSyncStatuses: ["failed", "failed"] },
    state: "degraded",
    reason: { code: "sync_failed", failures: 2 },
  },
  {
    row: 8,
    when: "its last sync was partial",
    change: { recentSyncStatuses: ["partial", "success"] },
    state: "degraded",
    reason: { code: "sync_partial" },
  },
  {
    row: 9,
    when: "its last good sync is 13 hours old",
    change: { lastSync: hoursAgo(13) },
    state: "degraded",
    reason: { code: "sync_stale", lastSync: hoursAgo(13), since: hoursAgo(13) },
  },
  {
    row: 9,
    when: "it never synced and was added 13 hours ago",
    change: { lastSync: null, recentSyncStatuses: [], createdAt: hoursAgo(13) },
    state: "degraded",
    reason: { code: "sync_stale", lastSync: null, since: hoursAgo(13) },
  },
  {
    row: 10,
    when: "it reports unresolved critical errors",
    change: { criticalErrors: 3 },
    state: "degraded",
    reason: { code: "critical_errors", count: 3 },
  },
  {
    row: 11,
    when: "critical fleet issues are open on it",
    change: { criticalIssues: 2 },
    state: "degraded",
    reason: { code: "critical_issues", count: 2 },
  },
  {
    row: 12,
    when: "its certificate expired",
    change: monitor({ certExpiresAt: hoursAgo(2), certError: "CERT_HAS_EXPIRED" }),
    state: "degraded",
    reason: { code: "certificate_expired", expiresAt: hoursAgo(2) },
  },
  {
    row: 13,
    when: "its certificate expires within the rule's days",
    change: monitor({ certExpiresAt: daysFromNow(5.5) }),
    state: "degraded",
    reason: { code: "certificate_expiring", expiresAt: daysFromNow(5.5), days: 5 },
  },
  {
    row: 14,
    when: "its certificate is self-signed",
    change: monitor({ certError: "DEPTH_ZERO_SELF_SIGNED_CERT" }),
    state: "degraded",
    reason: { code: "certificate_untrusted", error: "DEPTH_ZERO_SELF_SIGNED_CERT" },
  },
];

describe('the site health table (docs/federation-protocol.md "Site health")', () => {
  it("calls a site operational when no row applies", () => {
    expect(siteHealth(healthy, now)).toEqual({ state: "operational", reasons: [] });
  });

  it.each(ROWS)("row $row: $when → $state", ({ change, state, reason }) => {
    expect(siteHealth({ ...healthy, ...change }, now)).toEqual({ state, reasons: [reason] });
  });

  it("keeps a site that was added minutes ago and never synced operational once its checks pass", () => {
    expect(
      siteHealth({ ...healthy, createdAt: hoursAgo(0.1), lastSync: null, recentSyncStatuses: [] }, now).state,
    ).toBe("operational");
  });

  it("does not count a window that ended, or one that starts later", () => {
    const windows = [
      { startsAt: hoursAgo(3), endsAt: hoursAgo(2), title: null },
      { startsAt: hoursAgo(-1), endsAt: hoursAgo(-2), title: null },
    ];
    expect(siteHealth({ ...healthy, maintenance: windows }, now).state).toBe("operational");
    // The window's end is outside it: [start, end).
    expect(activeWindow([{ startsAt: hoursAgo(1), endsAt: now, title: null }], now)).toBeNull();
  });

  it("treats a certificate at the warning threshold as not expiring yet", () => {
    expect(siteHealth({ ...healthy, ...monitor({ certExpiresAt: daysFromNow(14) }) }, now).state).toBe("operational");
  });
});

describe("how rows combine", () => {
  it("gives a paused site only its paused reasons, whatever else is wrong", () => {
    const input = { ...healthy, isActive: false, ...monitor({ paused: true, state: "down" }), criticalErrors: 2 };
    expect(siteHealth(input, now)).toEqual({
      state: "paused",
      reasons: [{ code: "site_paused" }, { code: "monitor_paused" }],
    });
  });

  it("puts maintenance before down: failures inside the window do not make the site down", () => {
    const input = {
      ...healthy,
      ...monitor({ state: "down", downSince: hoursAgo(2) }),
      maintenance: [{ startsAt: hoursAgo(1), endsAt: hoursAgo(-1), title: null }],
    };
    expect(siteHealth(input, now).state).toBe("maintenance");
  });

  it("takes the state of the first row and the reasons of every row that applies", () => {
    const input = {
      ...healthy,
      ...monitor({ state: "down", consecutiveFailures: 4, downSince: hoursAgo(1), certExpiresAt: daysFromNow(3) }),
      recentSyncStatuses: ["failed", "failed"],
    };
    const health = siteHealth(input, now);
    expect(health.state).toBe("down");
    expect(health.reasons.map((r) => r.code)).toEqual(["down", "sync_failed", "certificate_expiring"]);
  });

  it("keeps a never-checked site unknown even with degraded reasons", () => {
    expect(siteHealth({ ...healthy, monitor: null, criticalErrors: 1 }, now)).toEqual({
      state: "unknown",
      reasons: [{ code: "not_checked" }, { code: "critical_errors", count: 1 }],
    });
  });

  it("says an expired and untrusted certificate once when expiry is the reason it is untrusted, twice otherwise", () => {
    const expiredOnly = siteHealth(
      { ...healthy, ...monitor({ certExpiresAt: hoursAgo(1), certError: "CERT_HAS_EXPIRED" }) },
      now,
    );
    expect(expiredOnly.reasons.map((r) => r.code)).toEqual(["certificate_expired"]);
    const both = siteHealth(
      { ...healthy, ...monitor({ certExpiresAt: hoursAgo(1), certError: "DEPTH_ZERO_SELF_SIGNED_CERT" }) },
      now,
    );
    expect(both.reasons.map((r) => r.code)).toEqual(["certificate_expired", "certificate_untrusted"]);
  });
});

describe("counting and words", () => {
  it("counts every state but operational as needing attention", () => {
    expect(SITE_HEALTH_STATES.filter(needsAttention)).toEqual(["degraded", "down", "maintenance", "paused", "unknown"]);
    expect(countByState([{ state: "down" }, { state: "operational" }, { state: "down" }])).toEqual({
      operational: 1,
      degraded: 0,
      down: 2,
      maintenance: 0,
      paused: 0,
      unknown: 0,
    });
  });

  it("lists sites worst first, keeping their order within a state", () => {
    const rows = (["operational", "paused", "down", "degraded", "down", "unknown", "maintenance"] as const).map(
      (state, id) => ({ id, health: { state } }),
    );
    expect(worstFirst(rows).map((r) => r.id)).toEqual([2, 4, 3, 5, 6, 1, 0]);
  });

  it("never calls a state offline", () => {
    expect(Object.values(HEALTH_STATE_DISPLAY).map((d) => d.label)).toEqual([
      "Operational",
      "Degraded",
      "Down",
      "Maintenance",
      "Paused",
      "Not checked yet",
    ]);
  });

  it("words every row's reason, from the server's dates or JSON's strings alike", () => {
    const words = ROWS.map(({ change }) => describeHealth(siteHealth({ ...healthy, ...change }, now)));
    expect(words).toEqual([
      "Paused: Paused in Site Control: not checked or synced",
      "Paused: Uptime checks paused",
      "Maintenance: Database upgrade until Jun 10, 2025, 1:00 PM UTC",
      "Down: Failing its checks since Jun 10, 2025, 11:30 AM UTC (2 failed checks in a row): HTTP 500, expected 200–399",
      "Not checked yet: No uptime check yet: the next runs within a minute",
      "Not checked yet: No uptime check yet: the next runs within a minute",
      "Not checked yet: No uptime check yet: the next runs within a minute",
      "Degraded: Last check failed, 1 retry left before down: HTTP 503, expected 200–399",
      "Degraded: The last sync failed",
      "Degraded: The last 2 syncs failed",
      "Degraded: The last sync was partial",
      "Degraded: No good sync since Jun 9, 2025, 11:00 PM UTC",
      "Degraded: Never synced since it was added on Jun 9, 2025",
      "Degraded: 3 unresolved critical errors reported",
      "Degraded: 2 open critical fleet issues",
      "Degraded: TLS certificate expired on Jun 10, 2025",
      "Degraded: TLS certificate expires on Jun 16, 2025 (in 5 days)",
      "Degraded: TLS certificate not trusted: it is self-signed",
    ]);
    const json = JSON.parse(
      JSON.stringify({ code: "down", since: hoursAgo(0.5), failures: 2, error: "connect ECONNREFUSED 10.0.0.1:443" }),
    );
    expect(describeHealthReason(json)).toBe(
      "Failing its checks since Jun 10, 2025, 11:30 AM UTC (2 failed checks in a row): The site refused the connection",
    );
  });
});
