/**
 * The alert throttle itself (lib/alerts/throttle.ts; docs/federation-protocol.md "Alert rules"): one
 * claim per rule and subject per window, "back up" only after a sent "down", concurrent claims won once,
 * and this app's own critical errors at most once per window per error group. Each claim runs against the
 * real database, since the rule is the conditional upsert.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorLogs } from "@/lib/db/schema";
import { claimAlert, claimCriticalErrorAlert } from "@/lib/alerts/throttle";

const t0 = new Date("2026-03-02T09:00:00Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
/** A subject of its own per test, so rows never meet. */
const subject = () => `site:test-${randomUUID().slice(0, 8)}`;

describe("claimAlert", () => {
  it("sends one alert per rule and subject per window, the window starting at the alert sent", async () => {
    const s = subject();
    const claim = (at: Date) => claimAlert(db, { rule: "sync_failed", subject: s, at, windowMinutes: 30 });
    expect(await claim(minutes(0))).toBe(true);
    expect(await claim(minutes(10))).toBe(false);
    expect(await claim(minutes(29))).toBe(false);
    expect(await claim(minutes(30))).toBe(true);
    // The new window runs from the alert sent at 30, not from the held-back ones.
    expect(await claim(minutes(59))).toBe(false);
    expect(await claim(minutes(60))).toBe(true);
  });

  it("keeps rules and subjects apart", async () => {
    const s = subject();
    expect(await claimAlert(db, { rule: "sync_failed", subject: s, at: t0, windowMinutes: 30 })).toBe(true);
    expect(await claimAlert(db, { rule: "error_spike", subject: s, at: t0, windowMinutes: 30 })).toBe(true);
    expect(await claimAlert(db, { rule: "sync_failed", subject: subject(), at: t0, windowMinutes: 30 })).toBe(true);
  });

  it("sends a back-up only after a sent down, once, and always then, even inside the window", async () => {
    const s = subject();
    const down = (at: Date) => claimAlert(db, { rule: "site_down", subject: s, at, windowMinutes: 30 });
    const up = (at: Date) => claimAlert(db, { rule: "site_up", subject: s, at, windowMinutes: 30 });
    expect(await up(minutes(0))).toBe(false);
    expect(await down(minutes(1))).toBe(true);
    expect(await up(minutes(2))).toBe(true);
    expect(await up(minutes(3))).toBe(false);
    // Flapping inside the window: the second down is held back, and so its up.
    expect(await down(minutes(4))).toBe(false);
    expect(await up(minutes(5))).toBe(false);
    expect(await down(minutes(31))).toBe(true);
    expect(await up(minutes(32))).toBe(true);
  });

  it("lets one of concurrent claims of one alert win", async () => {
    const s = subject();
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction((tx) => claimAlert(tx, { rule: "site_down", subject: s, at: t0, windowMinutes: 30 })),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});

describe("claimCriticalErrorAlert", () => {
  it("alerts about an error group once per window by the database's clock", async () => {
    const [row] = await db
      .insert(errorLogs)
      .values({ errorMessage: `Throttle test ${randomUUID()}`, severity: "critical" })
      .returning({ id: errorLogs.id });
    expect(await claimCriticalErrorAlert(db, row!.id, 60 * 60_000)).toBe(true);
    expect(await claimCriticalErrorAlert(db, row!.id, 60 * 60_000)).toBe(false);
    // A window that has passed (zero long) lets the next claim through.
    expect(await claimCriticalErrorAlert(db, row!.id, 0)).toBe(true);
  });
});
