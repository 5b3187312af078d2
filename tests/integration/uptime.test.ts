import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/(remote-site)/federated/health/route";
import { db } from "@/lib/db";
import { siteMonitors, uptimeHeartbeats, uptimeRollups, type SiteMonitor } from "@/lib/db/schema";
import { rollUpHeartbeats } from "@/lib/uptime/rollups";
import { readSiteHealth } from "@/lib/site-health/queries";
import { listMonitors } from "@/lib/uptime/monitor-list";
import { responseSeries, uptimePercentages } from "@/lib/uptime/queries";
import { checkMonitorNow, runUptimeChecks } from "@/lib/uptime/runner";
import { insertSite } from "@/tests/support/federation";
import { insertMaintenance } from "@/tests/support/maintenance";
import { walk } from "@/tests/support/list-walk";
import { startSimulator, type RemoteSiteSimulator, type SimulatedSite } from "@/tests/support/remote-site-simulator";

const raised = vi.hoisted(() => [] as { rule: string; siteId: number; subject: string; summary: string }[]);
vi.mock("@/lib/alerts/raise", () => ({
  raiseAlert: async (event: { rule: string; siteId: number; subject: string; summary: string }) => {
    raised.push(event);
  },
}));

let sim: RemoteSiteSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim?.close());
beforeEach(() => {
  raised.length = 0;
});

const MINUTE = 60_000;
/**
 * A second from now: a monitor inserted this millisecond is due at the database's microsecond clock, which
 * a JavaScript date of the same millisecond (truncated) would still precede.
 */
const soon = () => new Date(Date.now() + 1_000);

/** A simulated site with its monitor on the health path, and a pass over it alone at a fake time. */
async function monitoredSite(
  settings: Partial<SiteMonitor> = {},
  remoteOptions: Parameters<RemoteSiteSimulator["addSite"]>[0] = {},
) {
  const remote = sim.addSite(remoteOptions);
  const site = await insertSite(db, { siteUrl: remote.url });
  await db.insert(siteMonitors).values({ siteId: site.id, checkPath: "/api/federated/health", ...settings });
  return { remote, site };
}

const pass = (siteIds: number[], at: Date, concurrency = 4) =>
  runUptimeChecks({ siteIds, now: () => at, allowPrivate: true, concurrency });

const monitorOf = async (siteId: number) =>
  (await db.select().from(siteMonitors).where(eq(siteMonitors.siteId, siteId)))[0]!;
const heartbeatsOf = (siteId: number) =>
  db.select().from(uptimeHeartbeats).where(eq(uptimeHeartbeats.siteId, siteId)).orderBy(uptimeHeartbeats.checkedAt);

describe("the monitor state machine", () => {
  it("goes pending with retries left, down once after them, and back up with one alert each way", async () => {
    const { remote, site } = await monitoredSite({ retries: 1 });
    // A fake clock just ahead of the database's, where the new monitor is already due.
    const t0 = new Date(Date.now() + MINUTE);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

    expect((await pass([site.id], at(0))).up).toBe(1);
    expect((await monitorOf(site.id)).state).toBe("up");

    remote.update({ failWith: 503 });
    await pass([site.id], at(1));
    expect((await monitorOf(site.id)).state).toBe("pending");
    expect(raised).toEqual([]);

    await pass([site.id], at(2));
    const down = await monitorOf(site.id);
    expect(down.state).toBe("down");
    expect(down.lastError).toContain("HTTP 503");
    await pass([site.id], at(3));
    expect(raised.map((e) => e.rule)).toEqual(["site_down"]);

    // Not due before its interval: a pass half a minute later checks nothing.
    expect((await pass([site.id], new Date(at(3).getTime() + 30_000))).checked).toBe(0);

    remote.update({ failWith: undefined });
    await pass([site.id], at(4));
    expect((await monitorOf(site.id)).state).toBe("up");
    expect(raised.map((e) => e.rule)).toEqual(["site_down", "site_up"]);
    expect(raised.every((e) => e.siteId === site.id)).toBe(true);
    expect((await heartbeatsOf(site.id)).map((h) => h.status)).toEqual(["up", "pending", "down", "down", "up"]);

    // The 24 h chart draws the failed checks as a gap; uptime counts 2 passing checks of 5.
    const series = await responseSeries(site.id, "24h", at(5));
    expect(series.map((p) => p.ms === null)).toEqual([false, true, true, true, false]);
    expect((await uptimePercentages(site.id, at(5)))["24h"]).toBe(40);
  });

  it("counts no failure inside the maintenance window and resumes counting after it", async () => {
    // A fake clock just ahead of the database's, where the new monitor is already due.
    const t0 = new Date(Date.now() + MINUTE);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    const { remote, site } = await monitoredSite({ retries: 0 }, { failWith: 500 });
    await insertMaintenance(db, { siteIds: [site.id], startsAt: at(0), endsAt: at(2) });

    await pass([site.id], at(0));
    await pass([site.id], at(1));
    const during = await monitorOf(site.id);
    expect(during.state).toBe("maintenance");
    expect(during.consecutiveFailures).toBe(0);
    expect(raised).toEqual([]);

    await pass([site.id], at(2));
    expect((await monitorOf(site.id)).state).toBe("down");
    expect(raised.map((e) => e.rule)).toEqual(["site_down"]);
    remote.update({ failWith: undefined });
    expect((await uptimePercentages(site.id, at(3)))["24h"]).toBe(0);
  });

  it("never checks a paused monitor or an inactive site", async () => {
    const paused = await monitoredSite({ paused: true, state: "paused" });
    const inactive = await monitoredSite();
    await db.update(siteMonitors).set({ state: "up" }).where(eq(siteMonitors.siteId, inactive.site.id));
    const { federatedSites } = await import("@/lib/db/schema");
    await db.update(federatedSites).set({ isActive: false }).where(eq(federatedSites.id, inactive.site.id));

    const summary = await pass([paused.site.id, inactive.site.id], soon());
    expect(summary.checked).toBe(0);
    expect(paused.remote.requests).toHaveLength(0);
    expect(inactive.remote.requests).toHaveLength(0);
    await expect(checkMonitorNow(paused.site.id, { allowPrivate: true })).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("the monitor list", () => {
  it("pages by site name both ways (Next to the end, Previous back to the start), searched by name, with its total", async () => {
    const tag = `List ${Math.random().toString(36).slice(2, 10)}`;
    // Inserted out of order: the list sorts by name, not by id.
    const names = ["e", "a", "d", "b", "g", "c", "f"].map((letter) => `${tag} ${letter}`);
    const sites: { id: number; siteName: string }[] = [];
    for (const siteName of names)
      sites.push(
        await insertSite(db, {
          siteName,
          siteUrl: `https://${siteName.replaceAll(" ", "-").toLowerCase()}.example.test`,
        }),
      );
    const idOf = (name: string) => sites.find((s) => s.siteName === name)!.id;
    const byName = [...names].sort().map(idOf);

    const { forward, back } = await walk(
      async (request) => (await listMonitors({ ...request, q: tag.toUpperCase() })).page,
      (row) => row.siteId,
      3,
    );
    expect(forward).toEqual([byName.slice(0, 3), byName.slice(3, 6), byName.slice(6)]);
    expect(back).toEqual(forward);

    const first = await listMonitors({ cursor: null, dir: "next", size: 3, q: tag });
    expect(first.total).toEqual({ count: 7, capped: false });
    expect(first.page.prevCursor).toBeNull();
    expect(first.page.rows[0]).toMatchObject({ siteName: `${tag} a`, health: { state: "unknown" }, uptime24h: null });
    // A name search matches a part of the name; `%` and `_` are plain characters.
    expect(
      (await listMonitors({ cursor: null, dir: "next", size: 25, q: `${tag} c` })).page.rows.map((r) => r.siteName),
    ).toEqual([`${tag} c`]);
    expect((await listMonitors({ cursor: null, dir: "next", size: 25, q: `${tag}%` })).total.count).toBe(0);
  });
});

describe("leases", () => {
  it("checks each monitor once when two ticks run at the same moment", async () => {
    const sites: { remote: SimulatedSite; id: number }[] = [];
    for (let i = 0; i < 24; i++) {
      const { remote, site } = await monitoredSite({}, { latencyMs: 50 });
      sites.push({ remote, id: site.id });
    }
    const ids = sites.map((s) => s.id);
    const at = soon();
    const [a, b] = await Promise.all([pass(ids, at, 6), pass(ids, at, 6)]);
    expect(a.checked + b.checked).toBe(24);
    expect(a.lost + b.lost).toBe(0);
    expect(sites.map((s) => s.remote.requests.length)).toEqual(sites.map(() => 1));
    expect(await db.select().from(uptimeHeartbeats).where(inArray(uptimeHeartbeats.siteId, ids))).toHaveLength(24);
  });
});

describe("rollups", () => {
  it("rolls heartbeats older than 7 days into hourly rows once, and the figures stay the same", async () => {
    const { site } = await monitoredSite();
    const now = new Date("2026-06-20T12:30:00Z");
    const hourStart = new Date("2026-06-10T08:00:00Z");
    const old = [
      { minute: 0, status: "up" as const, responseMs: 100 },
      { minute: 10, status: "up" as const, responseMs: 300 },
      { minute: 20, status: "down" as const, responseMs: null },
      { minute: 30, status: "pending" as const, responseMs: null },
      { minute: 40, status: "maintenance" as const, responseMs: 200 },
    ];
    await db.insert(uptimeHeartbeats).values([
      ...old.map((h) => ({
        siteId: site.id,
        checkedAt: new Date(hourStart.getTime() + h.minute * MINUTE),
        status: h.status,
        responseMs: h.responseMs,
      })),
      { siteId: site.id, checkedAt: new Date("2026-06-20T10:00:00Z"), status: "up" as const, responseMs: 50 },
    ]);
    const before = await uptimePercentages(site.id, now);

    const first = await rollUpHeartbeats(now);
    expect(first.heartbeats).toBeGreaterThanOrEqual(5);
    const rollups = await db.select().from(uptimeRollups).where(eq(uptimeRollups.siteId, site.id));
    expect(rollups).toEqual([
      {
        siteId: site.id,
        hour: hourStart,
        upCount: 2,
        downCount: 2,
        responseSamples: 3,
        minResponseMs: 100,
        avgResponseMs: 200,
        maxResponseMs: 300,
      },
    ]);
    expect((await heartbeatsOf(site.id)).map((h) => h.checkedAt.toISOString())).toEqual(["2026-06-20T10:00:00.000Z"]);

    await rollUpHeartbeats(now);
    expect(await db.select().from(uptimeRollups).where(eq(uptimeRollups.siteId, site.id))).toHaveLength(1);
    expect(await uptimePercentages(site.id, now)).toEqual(before);
    expect(before).toEqual({ "24h": 100, "7d": 100, "30d": 60 });

    // 400 days on, the rollup goes too.
    await rollUpHeartbeats(new Date(hourStart.getTime() + 401 * 86_400_000));
    const left = await db
      .select({ hour: uptimeRollups.hour })
      .from(uptimeRollups)
      .where(eq(uptimeRollups.siteId, site.id));
    expect(left.map((r) => r.hour.toISOString())).toEqual(["2026-06-20T10:00:00.000Z"]);
  });
});

describe("certificates", () => {
  let dir: string;
  let server: Server;
  let url: string;
  /** The paths of the requests the HTTPS server answered. */
  const requested: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "uptime-cert-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
        "-days",
        "5",
        "-subj",
        "/CN=localhost",
      ],
      { stdio: "ignore" },
    );
    server = createServer(
      { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) },
      (req, res) => {
        requested.push(req.url ?? "");
        res.end("ok");
      },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** The certificate's notAfter, as openssl prints it. */
  const notAfter = () =>
    new Date(
      execFileSync("openssl", ["x509", "-enddate", "-noout", "-in", path.join(dir, "cert.pem")], { encoding: "utf8" })
        .trim()
        .replace("notAfter=", ""),
    );

  it("reads the expiry of a self-signed certificate and warns once that it expires within 14 days", async () => {
    const site = await insertSite(db, { siteUrl: url });
    await db.insert(siteMonitors).values({ siteId: site.id, ignoreTlsErrors: true });
    await pass([site.id], soon());
    const monitor = await monitorOf(site.id);
    expect(monitor.state).toBe("up");
    expect(monitor.certExpiresAt?.toISOString()).toBe(notAfter().toISOString());
    expect(monitor.certError).toBe("DEPTH_ZERO_SELF_SIGNED_CERT");
    expect((await heartbeatsOf(site.id))[0]!.certExpiresAt?.toISOString()).toBe(notAfter().toISOString());
    // Accepted for the check, the certificate still lowers the site's health: expiring and untrusted.
    expect((await readSiteHealth(site.id))?.health).toMatchObject({
      state: "degraded",
      reasons: [
        { code: "certificate_expiring" },
        { code: "certificate_untrusted", error: "DEPTH_ZERO_SELF_SIGNED_CERT" },
      ],
    });

    await pass([site.id], new Date(Date.now() + 2 * MINUTE));
    expect(raised.map((e) => e.rule)).toEqual(["certificate_expiring"]);
    expect(raised[0]!.subject).toContain(notAfter().toISOString().slice(0, 10));
  });

  it("fails the check of an untrusted certificate unless told to ignore TLS errors, and records its expiry without sending the request", async () => {
    const site = await insertSite(db, { siteUrl: `${url}/untrusted` });
    await db.insert(siteMonitors).values({ siteId: site.id, retries: 0 });
    await pass([site.id], soon());
    const monitor = await monitorOf(site.id);
    expect(monitor.state).toBe("down");
    expect(monitor.lastError).toMatch(/certificate/i);
    expect(monitor.certExpiresAt?.toISOString()).toBe(notAfter().toISOString());
    expect(monitor.certError).toBe("DEPTH_ZERO_SELF_SIGNED_CERT");
    expect((await heartbeatsOf(site.id))[0]!.certExpiresAt?.toISOString()).toBe(notAfter().toISOString());
    expect(requested).not.toContain("/untrusted");
    expect((await readSiteHealth(site.id))?.health.reasons.map((r) => r.code)).toEqual([
      "down",
      "certificate_expiring",
      "certificate_untrusted",
    ]);
    expect(raised.map((e) => e.rule)).toEqual(["site_down", "certificate_expiring"]);
    expect(raised[0]!.summary).toContain("Down: Failing its checks since");
  });
});

describe("the health path this app offers", () => {
  it("answers 200 { status: ok } without a key, never cached", async () => {
    const response = await health(new Request("http://127.0.0.1:3000/api/federated/health"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
