/**
 * Anonymous failures aggregate in the audit log (docs/decisions/auth-and-roles.md "Limits that hold under parallel
 * requests"): a flood of refused sign-ins from one address, sent at once, adds one row per reason (and
 * account) per window, whose count says how many attempts it stands for. The rows stay append-only but
 * for that count.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { authorizePasskey } from "@/lib/auth/authorize-passkey";
import { authorizeCredentials } from "@/lib/auth/options";
import { db } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { LIMITS } from "@/lib/limits/rules";

vi.mock("@/lib/request-ip", () => ({
  clientIp: (headers: { get(name: string): string | null }) => headers.get("x-test-address") ?? "unknown",
}));

const FLOOD = 120;
const address = () => `198.18.${randomUUID()}`.slice(0, 45);
const flood = (send: (i: number) => Promise<unknown>) =>
  Promise.all(Array.from({ length: FLOOD }, (_, i) => send(i).catch(() => undefined)));
const rowsFrom = (ip: string) =>
  db
    .select({ reason: auditLog.reason, count: auditLog.count, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.action, "auth.sign-in"), eq(auditLog.ipAddress, ip)))
    .orderBy(auditLog.reason);

/**
 * Expects the rows from `ip` to hold `checked` refusals as `invalid` and the rest of the flood as `locked`,
 * anonymous, on at most two rows per reason: a flood that straddles the end of a 15-minute window may
 * start one more row per reason, never more.
 */
async function expectAggregated(ip: string, checked: number) {
  const rows = await rowsFrom(ip);
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.reason ?? "ok"] = (counts[row.reason ?? "ok"] ?? 0) + row.count;
  expect(counts).toEqual({ invalid: checked, locked: FLOOD - checked });
  expect(rows.length).toBeLessThanOrEqual(4);
  expect(rows.every((r) => r.actorId === null)).toBe(true);
}

describe("an anonymous flood in the audit log", () => {
  it("120 passkey answers of {} at once from one address leave a row for the checked and one for the refused, with their counts", async () => {
    const ip = address();
    await flood(() => authorizePasskey({ response: "{}" }, { "x-test-address": ip }));
    await expectAggregated(ip, LIMITS["passkey.sign-in"].limit);
  });

  it("120 passwords sprayed at once over 120 unknown usernames leave a row per reason for the address", async () => {
    const ip = address();
    await flood((i) =>
      authorizeCredentials(
        { username: `nobody-${i}-${randomUUID().slice(0, 6)}`, password: "Winter2026!" },
        { "x-test-address": ip },
      ),
    );
    await expectAggregated(ip, LIMITS["login.address"].limit);
  });

  it("lets the count grow, and nothing else change, on an aggregated row", async () => {
    const ip = address();
    await authorizePasskey({ response: "{}" }, { "x-test-address": ip }).catch(() => undefined);
    await expect(db.execute(sql`update audit_log set reason = 'ok' where ip_address = ${ip}`)).rejects.toThrow();
    await expect(db.execute(sql`update audit_log set count = count + 5 where ip_address = ${ip}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where ip_address = ${ip}`)).rejects.toThrow();
    expect((await rowsFrom(ip))[0]!.count).toBe(1);
  });
});
