import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { adminSettings, errorLogs, users, type ErrorLog } from "@/lib/db/schema";
import type { EmailMessage, EmailResult } from "@/lib/email";
import { alertIfCritical } from "@/lib/alerts/critical-error";
import { notificationRecipients } from "@/lib/account/notification-settings";
import { recordError } from "@/lib/error-monitor/record-error";
import { reportError } from "@/lib/error-monitor/report-error";
import { resolveError } from "@/lib/error-monitor/resolve";
import { purgeResolvedErrors } from "@/lib/error-monitor/purge-resolved-errors";

/** An error thrown from a function of its own, so each test has its own top frame and group. */
function failing(message: string, name = "Error"): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const rowOf = async (id: number) => (await db.select().from(errorLogs).where(eq(errorLogs.id, id)))[0]!;

/** A stand-in for sendEmail that records what it was asked to send and answers `status`. */
function recordingSender(status: EmailResult["status"] = "sent") {
  const sent: EmailMessage[] = [];
  const send = async (message: EmailMessage): Promise<EmailResult> => {
    sent.push(message);
    return { id: sent.length, status };
  };
  return { sent, send };
}

describe("error monitor", () => {
  it("groups repeated occurrences into one row with a count and last-seen time", async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await recordError(failing(`Import ${tag} failed at row 12`), { source: "handled" });
    const second = await recordError(failing(`Import ${tag} failed at row 9876`), { source: "handled" });
    expect(second.id).toBe(first.id);
    expect(second.occurrences).toBe(2);
    expect(second.lastSeenAt.getTime()).toBeGreaterThanOrEqual(first.lastSeenAt.getTime());
    expect(second.errorMessage).toBe(`Import ${tag} failed at row 9876`);
    expect(await db.select().from(errorLogs).where(eq(errorLogs.fingerprint, first.fingerprint!))).toHaveLength(1);

    const other = await recordError(failing(`Import ${tag} failed at row 12`, "RangeError"), { source: "handled" });
    expect(other.id).not.toBe(first.id);
  });

  it("records severity, request details and environment, scrubbed of secrets", async () => {
    const tag = randomUUID().slice(0, 8);
    const row = await recordError(failing(`Token check ${tag} failed: token=abc123secret`), {
      source: "unhandled",
      request: {
        path: `/api/things?token=zzz&page=2`,
        method: "get",
        headers: {
          cookie: "next-auth.session-token=cookie-secret",
          "user-agent": "Vitest",
          "x-forwarded-for": "203.0.113.7",
        },
      },
      userId: 42,
    });
    expect(row).toMatchObject({
      severity: "high",
      requestMethod: "GET",
      requestUrl: "/api/things?token=[Filtered]&page=2",
      userAgent: "Vitest",
      ipAddress: "203.0.113.7",
      userId: 42,
      serverEnvironment: "test",
      resolved: false,
      emailSent: false,
    });
    expect(JSON.stringify(row)).not.toMatch(/abc123secret|cookie-secret|zzz/);
    expect(row.stackTrace).toContain("failing");
  });

  it("reopens a resolved group when it happens again (regression), keeping the worse severity", async () => {
    const tag = randomUUID().slice(0, 8);
    const row = await recordError(failing(`Sync ${tag} crashed`), { source: "unhandled" });
    expect(await resolveError(row.id, "admin")).toBe(true);
    expect(await rowOf(row.id)).toMatchObject({ resolved: true, resolvedBy: "admin", regressedAt: null });
    expect((await rowOf(row.id)).resolvedAt).toBeInstanceOf(Date);

    const again = await recordError(failing(`Sync ${tag} crashed`), { source: "handled" });
    expect(again).toMatchObject({
      id: row.id,
      resolved: false,
      resolvedAt: null,
      resolvedBy: null,
      occurrences: 2,
      severity: "high",
    });
    expect(again.regressedAt).toBeInstanceOf(Date);
    expect(await resolveError(999_999_999, "admin")).toBe(false);
  });

  it("keeps the worse of two severities in a group", async () => {
    const tag = randomUUID().slice(0, 8);
    await recordError(failing(`Queue ${tag} stalled`), { source: "handled", severity: "medium" });
    expect(
      (await recordError(failing(`Queue ${tag} stalled`), { source: "handled", severity: "critical" })).severity,
    ).toBe("critical");
    await recordError(failing(`Cache ${tag} cold`), { source: "handled", severity: "high" });
    expect((await recordError(failing(`Cache ${tag} cold`), { source: "handled", severity: "low" })).severity).toBe(
      "high",
    );
  });

  it("keeps the cause of a wrapped error in the message", async () => {
    const tag = randomUUID().slice(0, 8);
    const wrapped = new Error(`Failed query: select ${tag}`, {
      cause: new TypeError('column "api_key_hash" does not exist'),
    });
    const row = await recordError(wrapped, { source: "unhandled" });
    expect(row.errorMessage).toBe(
      `Failed query: select ${tag}\nCaused by: TypeError: column "api_key_hash" does not exist`,
    );
  });

  it("never throws, even for odd values", async () => {
    await expect(reportError(undefined)).resolves.toBeUndefined();
    await expect(reportError({ weird: true }, { severity: "low", userId: null })).resolves.toBeUndefined();
    const [row] = await db.select().from(errorLogs).where(eq(errorLogs.errorMessage, 'object: {"weird":true}'));
    expect(row).toMatchObject({ severity: "low" });
  });

  it("alerts the admins who want error e-mails about a critical error at most once per hour", async () => {
    const tag = randomUUID().slice(0, 8);
    const [wants, refuses, defaults] = await db
      .insert(users)
      .values(
        ["wants", "refuses", "defaults"].map((who) => ({
          username: `${who}-${tag}`,
          email: `${who}-${tag}@example.test`,
          password: "x",
        })),
      )
      .returning();
    await db.insert(adminSettings).values([
      { userId: wants!.id, errorEmailEnabled: true },
      { userId: refuses!.id, errorEmailEnabled: false },
    ]);
    const recipients = await notificationRecipients(db, "error-emails", null);
    expect(recipients).toEqual(expect.arrayContaining([wants!.email, defaults!.email]));
    expect(recipients).not.toContain(refuses!.email);

    const mail = recordingSender("sent");
    const critical = await recordError(failing(`Payments ${tag} down`), { source: "handled", severity: "critical" });
    expect(await alertIfCritical(db, critical, mail.send)).toBe(recipients.length);
    const toUs = () =>
      mail.sent
        .filter((m) => m.to.includes(tag))
        .map((m) => m.to)
        .sort();
    expect(toUs()).toEqual([defaults!.email, wants!.email].sort());
    expect(mail.sent[0]!.subject).toBe(`[Critical] Payments ${tag} down`);
    expect(mail.sent[0]!.text).toContain("/error-monitoring");
    expect((await rowOf(critical.id)).emailSent).toBe(true);

    // The same group again within the hour: counted, not e-mailed.
    const again = await recordError(failing(`Payments ${tag} down`), { source: "handled", severity: "critical" });
    expect(await alertIfCritical(db, again, mail.send)).toBe(0);
    expect(toUs()).toHaveLength(2);

    // An hour later it alerts again.
    await db
      .update(errorLogs)
      .set({ lastAlertedAt: sql`now() - interval '61 minutes'` })
      .where(eq(errorLogs.id, critical.id));
    expect(await alertIfCritical(db, await rowOf(critical.id), mail.send)).toBe(recipients.length);
    expect(toUs()).toHaveLength(4);

    // Non-critical errors never alert.
    const high = await recordError(failing(`Report ${tag} slow`), { source: "unhandled" });
    expect(await alertIfCritical(db, high, mail.send)).toBe(0);
    await db.delete(users).where(inArray(users.id, [wants!.id, refuses!.id, defaults!.id]));
  });

  it("sends one alert when two occurrences race", async () => {
    const tag = randomUUID().slice(0, 8);
    const [admin] = await db
      .insert(users)
      .values({ username: `race-${tag}`, email: `race-${tag}@example.test`, password: "x" })
      .returning();
    const mail = recordingSender("unsent");
    const critical = await recordError(failing(`Disk ${tag} full`), { source: "handled", severity: "critical" });
    const counts = await Promise.all([
      alertIfCritical(db, critical, mail.send),
      alertIfCritical(db, critical, mail.send),
    ]);
    expect(counts.filter((c) => c > 0)).toHaveLength(1);
    expect(mail.sent.filter((m) => m.to === admin!.email)).toHaveLength(1);
    // Without a provider nothing was sent, so the badge stays off.
    expect((await rowOf(critical.id)).emailSent).toBe(false);
    await db.delete(users).where(eq(users.id, admin!.id));
  });

  it("deletes resolved errors older than the retention period, and nothing else", async () => {
    const tag = randomUUID().slice(0, 8);
    const make = async (label: string, resolved: boolean, daysAgo: number): Promise<ErrorLog> => {
      const row = await recordError(failing(`Retention ${tag} ${label}`, `Retention${label}`), { source: "handled" });
      await db
        .update(errorLogs)
        .set({ resolved, lastSeenAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(errorLogs.id, row.id));
      return row;
    };
    const oldResolved = await make("A", true, 91);
    const oldOpen = await make("B", false, 200);
    const recentResolved = await make("C", true, 89);
    const result = await purgeResolvedErrors(db, 90);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ id: errorLogs.id }).from(errorLogs)).map((r) => r.id);
    expect(left).not.toContain(oldResolved.id);
    expect(left).toEqual(expect.arrayContaining([oldOpen.id, recentResolved.id]));
    // A shorter configured period deletes the recent one too.
    await purgeResolvedErrors(db, 30);
    expect((await db.select({ id: errorLogs.id }).from(errorLogs)).map((r) => r.id)).not.toContain(recentResolved.id);
  });
});
