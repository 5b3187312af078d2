import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setNotificationSetting } from "@/lib/account/notification-settings";
import { db } from "@/lib/db";
import { getEmailScheduler } from "@/lib/todos/queries";
import { adminSettings, emailScheduler, outboxMessages, todoItems, users, weeklyReports } from "@/lib/db/schema";
import type { EmailMessage, EmailResult } from "@/lib/email";
import { env } from "@/lib/env";
import { createTestUser, deleteTestUsers, type TestUser } from "@/tests/support/users";
import { runScheduledDigest } from "@/lib/todos/run-scheduled-digest";
import { sendWeeklyDigest } from "@/lib/todos/send-digest";

/** The console's admin address, where the digest goes while no team member chose it. */
const recipient = "digest@example.test";
const savedAdminEmail = env.ADMIN_EMAIL;
const created: TestUser[] = [];

beforeAll(async () => {
  env.ADMIN_EMAIL = recipient;
  await db.update(adminSettings).set({ digestEmailEnabled: false });
});
afterAll(async () => {
  env.ADMIN_EMAIL = savedAdminEmail;
  await deleteTestUsers(db, created);
});

/** Sets the (single) schedule row; `nextRun`/`lastRun` as given. */
async function schedule(fields: Partial<typeof emailScheduler.$inferInsert>) {
  const row = await getEmailScheduler(db);
  await db
    .update(emailScheduler)
    .set({
      isEnabled: true,
      scheduleDay: "monday",
      scheduleTime: "09:00:00",
      timeZone: "UTC",
      lastRun: null,
      nextRun: null,
      ...fields,
    })
    .where(eq(emailScheduler.id, row.id));
}

function countingSender() {
  const sent: EmailMessage[] = [];
  const send = async (message: EmailMessage): Promise<EmailResult> => {
    // Yield so concurrent checks really interleave.
    await new Promise((resolve) => setTimeout(resolve, 20));
    sent.push(message);
    return { id: sent.length, status: "sent" };
  };
  return { sent, send };
}

describe("weekly TODO digest", () => {
  beforeEach(() => schedule({}));

  it("e-mails the digest through the outbox and records the weekly report", async () => {
    const tag = randomUUID().slice(0, 8);
    const now = new Date();
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    await db.insert(todoItems).values([
      { title: `Done ${tag}`, status: "completed", category: "feature", completedAt: yesterday },
      { title: `Late ${tag}`, status: "pending", category: "business", dueDate: "2000-01-01" },
    ]);
    const result = await sendWeeklyDigest({ recipients: [recipient], timeZone: "UTC", now });
    // No provider in tests: kept in the outbox, which still counts as done.
    expect(result.success).toBe(true);
    expect(result.message).toContain("kept in the outbox");
    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, result.outboxIds[0]!));
    expect(mail).toMatchObject({ channel: "email", recipient, status: "unsent" });
    expect(mail!.subject).toMatch(/^Weekly TODO digest /);
    expect(mail!.body).toContain(`Done ${tag}`);
    expect(mail!.body).toContain(`Late ${tag}`);
    expect(mail!.html).toContain(`Late ${tag}`);
    const [report] = await db.select().from(weeklyReports).where(eq(weeklyReports.id, result.reportId));
    expect(report).toMatchObject({ emailSent: false, sentAt: null });
    expect(report!.completedItems).toBeGreaterThanOrEqual(1);
    expect(report!.pendingItems).toBeGreaterThanOrEqual(1);
    expect(report!.totalItems).toBeGreaterThanOrEqual(2);
  });

  it("marks the report sent when the provider accepts it", async () => {
    const mail = countingSender();
    const now = new Date("2025-03-10T09:00:00Z");
    const result = await sendWeeklyDigest({ recipients: [recipient], timeZone: "UTC", now, send: mail.send });
    expect(result).toMatchObject({ success: true, message: `Weekly summary email sent to ${recipient}.` });
    const [report] = await db.select().from(weeklyReports).where(eq(weeklyReports.id, result.reportId));
    expect(report).toMatchObject({
      weekStartDate: "2025-03-03",
      weekEndDate: "2025-03-09",
      emailSent: true,
      sentAt: now,
    });
  });

  it("schedules a new row first, then sends when due and moves last and next run", async () => {
    const mail = countingSender();
    const sunday = new Date("2025-03-09T20:00:00Z");
    expect(await runScheduledDigest(sunday, mail.send)).toEqual({
      action: "skipped",
      reason: "scheduled",
      nextRun: new Date("2025-03-10T09:00:00Z"),
    });
    expect(await runScheduledDigest(new Date("2025-03-10T08:30:00Z"), mail.send)).toMatchObject({
      action: "skipped",
      reason: "not-due",
    });
    expect(mail.sent).toHaveLength(0);

    const monday = new Date("2025-03-10T09:05:00Z");
    const outcome = await runScheduledDigest(monday, mail.send);
    expect(outcome).toMatchObject({ action: "sent", nextRun: new Date("2025-03-17T09:00:00Z") });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.to).toBe(recipient);
    const row = await getEmailScheduler(db);
    expect(row).toMatchObject({ lastRun: monday, nextRun: new Date("2025-03-17T09:00:00Z") });
  });

  it("sends once when two checks run at the same moment", async () => {
    const mail = countingSender();
    await schedule({ nextRun: new Date("2025-03-10T09:00:00Z") });
    const now = new Date("2025-03-10T09:00:30Z");
    const outcomes = await Promise.all([runScheduledDigest(now, mail.send), runScheduledDigest(now, mail.send)]);
    expect(outcomes.map((o) => o.action).sort()).toEqual(["sent", "skipped"]);
    expect(mail.sent).toHaveLength(1);
    const reports = await db.select().from(weeklyReports).orderBy(desc(weeklyReports.id)).limit(2);
    expect(reports[0]!.sentAt).toEqual(now);
  });

  it("sends at most once a week, even when the schedule is moved after a send", async () => {
    const mail = countingSender();
    // Sent Monday; then the admins move the digest to Wednesday of the same week.
    await schedule({
      scheduleDay: "wednesday",
      lastRun: new Date("2025-03-10T09:00:00Z"),
      nextRun: new Date("2025-03-12T09:00:00Z"),
    });
    expect(await runScheduledDigest(new Date("2025-03-12T09:10:00Z"), mail.send)).toMatchObject({
      action: "skipped",
      reason: "sent-this-week",
      nextRun: new Date("2025-03-19T09:00:00Z"),
    });
    expect(await runScheduledDigest(new Date("2025-03-19T09:10:00Z"), mail.send)).toMatchObject({ action: "sent" });
    expect(mail.sent).toHaveLength(1);
  });

  it("reads the schedule in its time zone and does nothing while disabled", async () => {
    const mail = countingSender();
    await schedule({ timeZone: "America/New_York", nextRun: new Date("2025-03-10T13:00:00Z") });
    expect(await runScheduledDigest(new Date("2025-03-10T13:00:00Z"), mail.send)).toMatchObject({
      action: "sent",
      nextRun: new Date("2025-03-17T13:00:00Z"),
    });
    await schedule({ isEnabled: false, nextRun: new Date("2025-03-17T13:00:00Z") });
    expect(await runScheduledDigest(new Date("2025-03-17T14:00:00Z"), mail.send)).toMatchObject({
      action: "skipped",
      reason: "disabled",
    });
    expect(mail.sent).toHaveLength(1);
  });

  it("goes to each active team member who chose it, and to ADMIN_EMAIL while nobody has", async () => {
    const mail = countingSender();
    const ann = await createTestUser(db, "digest-ann", "staff");
    const bob = await createTestUser(db, "digest-bob", "viewer");
    created.push(ann, bob);
    await setNotificationSetting(db, ann.id, "weekly-digest", true);
    await setNotificationSetting(db, bob.id, "weekly-digest", true);
    await db.update(users).set({ isActive: false }).where(eq(users.id, bob.id));
    await schedule({ nextRun: new Date("2025-03-10T09:00:00Z") });
    expect(await runScheduledDigest(new Date("2025-03-10T09:05:00Z"), mail.send)).toMatchObject({ action: "sent" });
    expect(mail.sent.map((message) => message.to)).toEqual([ann.email]);

    await setNotificationSetting(db, ann.id, "weekly-digest", false);
    await schedule({ nextRun: new Date("2025-03-17T09:00:00Z") });
    expect(await runScheduledDigest(new Date("2025-03-17T09:05:00Z"), mail.send)).toMatchObject({ action: "sent" });
    expect(mail.sent.map((message) => message.to)).toEqual([ann.email, recipient]);
  });
});
