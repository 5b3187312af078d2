/**
 * Alerts (docs/federation-protocol.md "Alert rules"): throttle windows on a fake clock (each event carries its own time), "back up"
 * always after a sent "down", a flapping site, concurrent raises, and the rules a recorded sync raises.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { processAlert } from "@/lib/alerts/process";
import type { AlertEvent, AlertRuleKind } from "@/lib/alerts/rules";
import { createChannel, sendTestAlert, updateRule } from "@/lib/alerts/channels-and-rules";
import { listRules } from "@/lib/alerts/queries";
import { alertOnSyncs } from "@/lib/alerts/sync-hook";
import { db } from "@/lib/db";
import { alertHistory, federatedSyncReports, outboxMessages, type FederatedSite } from "@/lib/db/schema";
import { insertSite } from "../support/federation";

const inbox = `alerts-${randomBytes(4).toString("hex")}@example.test`;
const t0 = new Date("2026-03-02T09:05:00Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const noDelivery = () => undefined;
let site: FederatedSite;

/** Every rule sends to this file's own inbox, with the default window unless a test changes it. */
async function setRule(
  kind: AlertRuleKind,
  changes: Partial<{ enabled: boolean; throttleMinutes: number; spikeCount: number; spikeMinutes: number }> = {},
) {
  const channel = (await listRules()).find((r) => r.kind === "site_down")!.channelIds;
  await updateRule(db, {
    kind,
    enabled: true,
    channelIds: channel,
    throttleMinutes: 30,
    certificateDays: 14,
    spikeCount: 10,
    spikeMinutes: 10,
    ...changes,
  });
}

beforeAll(async () => {
  site = await insertSite(db, { siteUrl: `https://alerts-${randomBytes(4).toString("hex")}.example.test` });
  const channelId = await createChannel(db, { name: "Test inbox", kind: "email", target: inbox, enabled: true });
  for (const kind of [
    "site_down",
    "site_up",
    "certificate_expiring",
    "sync_failed",
    "critical_error",
    "error_regression",
    "error_spike",
  ] as const) {
    await updateRule(db, {
      kind,
      enabled: true,
      channelIds: [channelId],
      throttleMinutes: 30,
      certificateDays: 14,
      spikeCount: 10,
      spikeMinutes: 10,
    });
  }
});

/** An event about this file's site; `subjectKey` keeps each test's throttle rows apart. */
const event = (rule: AlertRuleKind, at: Date, subjectKey: string): AlertEvent => ({
  rule,
  siteId: site.id,
  subjectKey,
  subject: `${rule} of ${site.siteName}`,
  summary: "Test",
  at,
});

const raise = async (rule: AlertRuleKind, at: Date, subjectKey: string) =>
  (await processAlert(event(rule, at, subjectKey), noDelivery)).status;

/** The subjects of the alert e-mails in this file's inbox about `subjectKey`, oldest first. */
async function sentFor(subjectKey: string): Promise<string[]> {
  const rows = await db
    .select({ rule: alertHistory.rule })
    .from(alertHistory)
    .innerJoin(outboxMessages, eq(outboxMessages.id, alertHistory.outboxMessageId))
    .where(and(eq(alertHistory.subject, subjectKey), eq(outboxMessages.recipient, inbox)))
    .orderBy(alertHistory.at, alertHistory.id);
  return rows.map((r) => r.rule);
}

describe("alert throttling", () => {
  it("sends one alert per rule and subject per window, and again once the window has passed", async () => {
    const key = "cert:window";
    expect(await raise("certificate_expiring", t0, key)).toBe("sent");
    expect(await raise("certificate_expiring", minutes(10), key)).toBe("suppressed");
    expect(await raise("certificate_expiring", minutes(29), key)).toBe("suppressed");
    expect(await raise("certificate_expiring", minutes(30), key)).toBe("sent");
    expect(await sentFor(key)).toEqual(["certificate_expiring", "certificate_expiring"]);
    const suppressed = await db
      .select()
      .from(alertHistory)
      .where(and(eq(alertHistory.subject, key), eq(alertHistory.suppressed, true)));
    expect(suppressed).toHaveLength(2);
  });

  it("honours a rule's own window", async () => {
    await setRule("sync_failed", { throttleMinutes: 120 });
    const key = "sync:window";
    expect(await raise("sync_failed", t0, key)).toBe("sent");
    expect(await raise("sync_failed", minutes(90), key)).toBe("suppressed");
    expect(await raise("sync_failed", minutes(120), key)).toBe("sent");
    await setRule("sync_failed");
  });

  it("always sends the back-up alert after a sent down alert, and never one without it", async () => {
    const key = "site:down-up";
    expect(await raise("site_up", t0, key)).toBe("suppressed");
    expect(await raise("site_down", minutes(1), key)).toBe("sent");
    expect(await raise("site_up", minutes(2), key)).toBe("sent");
    expect(await sentFor(key)).toEqual(["site_down", "site_up"]);
  });

  it("sends a flapping site's first down and its up only, within each window", async () => {
    const key = "site:flapping";
    for (let minute = 0; minute < 30; minute += 2) {
      await raise("site_down", minutes(minute), key);
      await raise("site_up", minutes(minute + 1), key);
    }
    expect(await sentFor(key)).toEqual(["site_down", "site_up"]);
    // A new window: the next down is news again, and so is its recovery.
    expect(await raise("site_down", minutes(30), key)).toBe("sent");
    expect(await raise("site_up", minutes(45), key)).toBe("sent");
    expect(await sentFor(key)).toHaveLength(4);
  });

  it("sends one alert when the same event is raised concurrently", async () => {
    const key = "site:concurrent";
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => raise("site_down", t0, key)));
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(await sentFor(key)).toEqual(["site_down"]);
  });

  it("sends nothing for a rule that is off", async () => {
    await setRule("certificate_expiring", { enabled: false });
    expect(await raise("certificate_expiring", t0, "cert:off")).toBe("disabled");
    expect(await sentFor("cert:off")).toEqual([]);
    await setRule("certificate_expiring");
  });

  it("writes the alert e-mail to the outbox with the site in its subject", async () => {
    await raise("site_down", t0, "site:mail");
    const [row] = await db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body, channel: outboxMessages.channel })
      .from(alertHistory)
      .innerJoin(outboxMessages, eq(outboxMessages.id, alertHistory.outboxMessageId))
      .where(eq(alertHistory.subject, "site:mail"));
    expect(row).toMatchObject({ channel: "email", subject: `[Alert] site_down of ${site.siteName}` });
    expect(row!.body).toContain("Rule: Site down (after retries).");
  });

  it("sends a channel's test message through the outbox and records it in the history", async () => {
    const channelId = await createChannel(db, {
      name: "Hook",
      kind: "webhook",
      target: "https://hooks.example.test/alerts",
      enabled: true,
    });
    const result = await sendTestAlert(db, channelId, t0);
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, result.outboxMessageId));
    expect(row).toMatchObject({ channel: "webhook", recipient: "https://hooks.example.test/alerts" });
    expect(JSON.parse(row!.body)).toMatchObject({ rule: "test", siteId: null });
    const [history] = await db
      .select()
      .from(alertHistory)
      .where(eq(alertHistory.outboxMessageId, result.outboxMessageId));
    expect(history).toMatchObject({ rule: "test", channelId, suppressed: false });
  });
});

describe("alerts raised by a recorded sync", () => {
  it("alerts when a site's sync failed twice in a row, once per window", async () => {
    const other = await insertSite(db, { siteUrl: `https://failing-${randomBytes(4).toString("hex")}.example.test` });
    const failed = { siteId: other.id, siteName: other.siteName, status: "failed" as const, errorMessage: "HTTP 502" };
    await db.insert(federatedSyncReports).values({ siteId: other.id, syncStatus: "failed", syncDate: minutes(0) });
    await alertOnSyncs([failed], minutes(0));
    expect(await sentFor(`site:${other.id}`)).toEqual([]);
    await db.insert(federatedSyncReports).values({ siteId: other.id, syncStatus: "failed", syncDate: minutes(1) });
    await alertOnSyncs([failed], minutes(1));
    await db.insert(federatedSyncReports).values({ siteId: other.id, syncStatus: "failed", syncDate: minutes(2) });
    await alertOnSyncs([failed], minutes(2));
    expect(await sentFor(`site:${other.id}`)).toEqual(["sync_failed"]);
  });

  it("alerts on a spike of a site's collected errors in the rule's minutes", async () => {
    await setRule("error_spike", { spikeCount: 3, spikeMinutes: 10 });
    const other = await insertSite(db, { siteUrl: `https://spiky-${randomBytes(4).toString("hex")}.example.test` });
    const error = (n: number, at: Date) => ({
      errorMessage: `Timeout after ${n} ms`,
      stackTrace: null,
      severity: "medium",
      errorType: null,
      isResolved: false,
      createdAt: at,
    });
    const sync = (errors: ReturnType<typeof error>[]) => ({
      siteId: other.id,
      siteName: other.siteName,
      status: "success" as const,
      errorMessage: null,
      data: { errors },
    });
    // Two recent errors and one an hour old: under the rule's three in ten minutes.
    await alertOnSyncs([sync([error(1, minutes(-60)), error(2, minutes(-5)), error(3, minutes(-1))])], t0);
    expect(await sentFor(`site:${other.id}`)).toEqual([]);
    await alertOnSyncs([sync([error(1, minutes(-9)), error(2, minutes(-5)), error(3, minutes(-1))])], t0);
    expect(await sentFor(`site:${other.id}`)).toEqual(["error_spike"]);
    await setRule("error_spike");
  });
});
