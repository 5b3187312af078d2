/**
 * The rules every outbound SMS passes at the outbox's SMS channel (docs/sms.md "One consent rule at the
 * channel", "Quiet hours", "Scheduled send"), tested from each sender against the local Twilio stand-in:
 * an opted-out number gets nothing from a reply, a scheduled reply, a routed forward, an alert or an
 * alert channel's test, and the screen that caused it says why; a scheduled reply waits in the outbox,
 * past the recipient's quiet hours, and can be canceled until it leaves.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createChannel, sendTestAlert, updateRule } from "@/lib/alerts/channels-and-rules";
import { processAlert } from "@/lib/alerts/process";
import { db } from "@/lib/db";
import { leads, outboxMessages, phoneNumberConfig, smsMessages, smsOptOuts, smsRoutes } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors/app-error";
import { cancelScheduledReply } from "@/lib/leads/cancel-scheduled-reply";
import { sendSmsReply } from "@/lib/leads/reply";
import { deliverQueued } from "@/lib/outbox/deliver";
import { retryDueMessages } from "@/lib/outbox/retry";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { consentCheckedSmsChannel } from "@/lib/sms/consent-checked-channel";
import { bumpRoutingVersion } from "@/lib/sms-intake/routing/routing-table-cache";
import { createTwilioSmsChannel } from "@/lib/sms/twilio-channel";
import { phoneNumber, smsParams } from "@/tests/support/twilio";
import { startTwilioStub, type TwilioStub } from "@/tests/support/twilio-stub";
import { insertSite } from "@/tests/support/federation";

const TOKEN = "test-twilio-auth-token-0123456789";
const ACCOUNT = `AC${"c".repeat(32)}`;
const saved = { ...env };
let twilio: TwilioStub;

beforeAll(async () => {
  twilio = await startTwilioStub({ accountSid: ACCOUNT, authToken: TOKEN });
  Object.assign(env, {
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_ACCOUNT_SID: ACCOUNT,
    TWILIO_API_BASE_URL: twilio.baseUrl,
    AGENCY_TIME_ZONE: "America/New_York",
  });
});
afterAll(async () => {
  Object.assign(env, saved);
  await twilio.close();
});

const cleanup: { routes: number[]; numbers: number[] } = { routes: [], numbers: [] };
afterEach(async () => {
  if (cleanup.routes.length) await db.delete(smsRoutes).where(inArray(smsRoutes.id, cleanup.routes.splice(0)));
  if (cleanup.numbers.length)
    await db.delete(phoneNumberConfig).where(inArray(phoneNumberConfig.id, cleanup.numbers.splice(0)));
  await bumpRoutingVersion(db);
});

/** The outbox's channels with quiet hours judged at `at`, so a test does not depend on the wall clock. */
const channels = (at: Date) => ({
  sms: consentCheckedSmsChannel(
    createTwilioSmsChannel({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: "+15550102030",
      baseUrl: twilio.baseUrl,
    }),
    () => at,
  ),
});
const optOut = (phone: string) => db.insert(smsOptOuts).values({ phoneNumber: phone }).onConflictDoNothing();
const reachedTwilio = (phone: string) => twilio.messages.filter((m) => m.to === phone);
const outboxOf = async (id: number) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

async function newLead(phone = phoneNumber()) {
  const [lead] = await db.insert(leads).values({ name: "Ann Lee", phone }).returning();
  return lead!;
}

describe("no SMS to an opted-out number, from any sender", () => {
  it("an admin's reply: refused before anything is stored, with the reason", async () => {
    const lead = await newLead();
    await optOut(lead.phone!);
    const refusal = await db
      .transaction((tx) => sendSmsReply(tx, { leadId: lead.id, body: "Hello?", admin: "admin" }))
      .catch((e: unknown) => e);
    expect(isAppError(refusal) && refusal.code).toBe("forbidden");
    expect((refusal as Error).message).toMatch(/asked to stop texts on .*until it texts START/);
    expect(reachedTwilio(lead.phone!)).toHaveLength(0);
  });

  it("a reply queued before the STOP: the channel ends it, the reply says why", async () => {
    const lead = await newLead();
    const queued = await db.transaction((tx) =>
      sendSmsReply(tx, { leadId: lead.id, body: "Can we call tomorrow?", admin: "admin" }),
    );
    await optOut(lead.phone!);
    const result = await deliverQueued(queued.outboxMessageId);
    expect(result).toMatchObject({ status: "failed", permanent: true, retryAt: null });
    expect(reachedTwilio(lead.phone!)).toHaveLength(0);
    expect((await outboxOf(queued.outboxMessageId)).lastError).toMatch(/^Not sent: .* asked to stop texts on /);
    const [reply] = await db.select().from(smsMessages).where(eq(smsMessages.id, queued.id));
    expect(reply!.deliveryStatus).toBe("failed");
  });

  it("a scheduled reply whose time comes after the STOP", async () => {
    const lead = await newLead("+12125550147");
    const now = new Date("2026-06-01T15:00:00Z");
    const queued = await db.transaction((tx) =>
      sendSmsReply(
        tx,
        {
          leadId: lead.id,
          body: "Reminder: our call is today",
          admin: "admin",
          scheduledFor: new Date("2026-06-02T15:00:00Z"),
        },
        now,
      ),
    );
    await optOut(lead.phone!);
    const summary = await retryDueMessages({ now: new Date("2026-06-02T15:01:00Z") });
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(reachedTwilio(lead.phone!)).toHaveLength(0);
    expect((await outboxOf(queued.outboxMessageId)).status).toBe("failed");
  });

  it("a routed forward to a number that opted out", async () => {
    const target = phoneNumber();
    await optOut(target);
    const [number] = await db.insert(phoneNumberConfig).values({ phoneNumber: phoneNumber() }).returning();
    cleanup.numbers.push(number!.id);
    const [route] = await db
      .insert(smsRoutes)
      .values({
        name: `Forward ${randomUUID().slice(0, 8)}`,
        pattern: "urgent",
        patternType: "contains",
        targetType: "phone_number",
        targetValue: target,
        phoneNumberId: number!.id,
      })
      .returning();
    cleanup.routes.push(route!.id);
    await bumpRoutingVersion(db);
    const deferred: (() => Promise<void>)[] = [];
    const params = smsParams("urgent: the site is down", phoneNumber(), { To: number!.phoneNumber });
    const answer = await receiveInboundSms(inboundSmsSchema.parse(params), {
      modelConfig: null,
      defer: (task) => deferred.push(task),
    });
    expect(answer.outcome).toBe("forwarded");
    for (const task of deferred) await task();
    expect(reachedTwilio(target)).toHaveLength(0);
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.messageSid, params.MessageSid!));
    expect(message!.routingStatus).toBe("failed");
    expect((await outboxOf(message!.outboxMessageId!)).lastError).toMatch(/asked to stop texts/);
  });

  it("an alert channel's test and its alerts", async () => {
    const target = phoneNumber();
    await optOut(target);
    const channelId = await createChannel(db, {
      name: `Pager ${randomUUID().slice(0, 6)}`,
      kind: "sms",
      target,
      enabled: true,
    });
    const test = await sendTestAlert(db, channelId);
    expect(test.status).toBe("failed");
    expect(test.error).toMatch(/^Not sent: .* asked to stop texts on .*until it texts START/);

    await updateRule(db, {
      kind: "sync_failed",
      enabled: true,
      channelIds: [channelId],
      throttleMinutes: 30,
      certificateDays: 14,
      spikeCount: 10,
      spikeMinutes: 10,
    });
    const site = await insertSite(db, { siteUrl: `https://consent-${randomUUID().slice(0, 8)}.example.test` });
    const outcome = await processAlert(
      {
        rule: "sync_failed",
        siteId: site.id,
        subjectKey: `sync:${randomUUID()}`,
        subject: "Sync failed",
        summary: "Twice in a row",
        at: new Date(),
      },
      () => undefined,
    );
    expect(outcome.status).toBe("sent");
    if (outcome.status === "sent") for (const id of outcome.outboxIds) await deliverQueued(id);
    expect(reachedTwilio(target)).toHaveLength(0);
  });

  it("a number that never opted out still gets its texts", async () => {
    const lead = await newLead();
    const queued = await db.transaction((tx) =>
      sendSmsReply(tx, { leadId: lead.id, body: "Can we call tomorrow?", admin: "admin" }),
    );
    expect(await deliverQueued(queued.outboxMessageId)).toMatchObject({ status: "sent" });
    expect(reachedTwilio(lead.phone!)).toHaveLength(1);
  });
});

describe("scheduled replies and quiet hours", () => {
  it("waits in the outbox until its time, then leaves through the retry worker", async () => {
    const lead = await newLead("+12125550190");
    const now = new Date("2026-06-01T14:00:00Z");
    const at = new Date("2026-06-01T16:00:00Z"); // 12:00 in New York
    const queued = await db.transaction((tx) =>
      sendSmsReply(tx, { leadId: lead.id, body: "Our call is at 1 pm", admin: "admin", scheduledFor: at }, now),
    );
    expect(queued.sendAt).toEqual(at);
    expect(await outboxOf(queued.outboxMessageId)).toMatchObject({ status: "pending", nextAttemptAt: at });
    const early = new Date("2026-06-01T15:59:00Z");
    await retryDueMessages({ channels: channels(early), now: early });
    expect(reachedTwilio(lead.phone!)).toHaveLength(0);
    const due = new Date("2026-06-01T16:00:30Z");
    await retryDueMessages({ channels: channels(due), now: due });
    expect(reachedTwilio(lead.phone!)).toHaveLength(1);
  });

  it("moves a time inside the recipient's quiet hours to 08:00 on their clock", async () => {
    const lead = await newLead("+14155550123"); // Los Angeles
    const now = new Date("2026-06-01T14:00:00Z");
    // 22:30 in Los Angeles (PDT, UTC-7) is 05:30 UTC the next day; 08:00 there is 15:00 UTC.
    const queued = await db.transaction((tx) =>
      sendSmsReply(
        tx,
        { leadId: lead.id, body: "Good morning!", admin: "admin", scheduledFor: new Date("2026-06-02T05:30:00Z") },
        now,
      ),
    );
    expect(queued.sendAt).toEqual(new Date("2026-06-02T15:00:00Z"));
    expect((await outboxOf(queued.outboxMessageId)).nextAttemptAt).toEqual(new Date("2026-06-02T15:00:00Z"));
  });

  it("holds a scheduled reply the worker reaches late, inside quiet hours, without counting a try", async () => {
    const lead = await newLead("+14155550124"); // Los Angeles, PDT (UTC-7) in June
    const planned = new Date("2026-06-02T03:30:00Z"); // 20:30 there
    const queued = await db.transaction((tx) =>
      sendSmsReply(
        tx,
        { leadId: lead.id, body: "Reminder", admin: "admin", scheduledFor: planned },
        new Date("2026-06-01T14:00:00Z"),
      ),
    );
    expect(queued.sendAt).toEqual(planned);
    const late = new Date("2026-06-02T04:10:00Z"); // The worker gets to it at 21:10 there.
    const held = await retryDueMessages({ channels: channels(late), now: late });
    expect(held.deferred).toBe(1);
    const row = await outboxOf(queued.outboxMessageId);
    expect(row).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: new Date("2026-06-02T15:00:00Z") });
    expect(row.lastError).toMatch(/^Quiet hours at the recipient: waits until /);
    expect(reachedTwilio(lead.phone!)).toHaveLength(0);
    const [reply] = await db.select().from(smsMessages).where(eq(smsMessages.id, queued.id));
    expect(reply!.sendAt).toEqual(new Date("2026-06-02T15:00:00Z"));

    const morning = new Date("2026-06-02T15:00:30Z");
    expect((await retryDueMessages({ channels: channels(morning), now: morning })).sent).toBeGreaterThanOrEqual(1);
    expect(reachedTwilio(lead.phone!)).toHaveLength(1);
  });

  it("refuses a time in the past or too far ahead", async () => {
    const lead = await newLead();
    for (const scheduledFor of [new Date(Date.now() - 60_000), new Date(Date.now() + 200 * 86_400_000)]) {
      const refusal = await db
        .transaction((tx) => sendSmsReply(tx, { leadId: lead.id, body: "Hi", admin: "admin", scheduledFor }))
        .catch((e: unknown) => e);
      expect(isAppError(refusal) && refusal.code).toBe("invalid");
    }
  });

  it("cancels a scheduled reply before it leaves, and refuses once the worker took it", async () => {
    const lead = await newLead("+12125550191");
    const now = new Date("2026-06-01T14:00:00Z");
    const first = await db.transaction((tx) =>
      sendSmsReply(
        tx,
        { leadId: lead.id, body: "Never mind", admin: "admin", scheduledFor: new Date("2026-06-01T16:00:00Z") },
        now,
      ),
    );
    await db.transaction((tx) => cancelScheduledReply(tx, lead.id, first.id));
    expect((await outboxOf(first.outboxMessageId)).status).toBe("canceled");
    const [reply] = await db.select().from(smsMessages).where(eq(smsMessages.id, first.id));
    expect(reply!.deliveryStatus).toBe("canceled");
    await retryDueMessages({ now: new Date("2026-06-01T16:01:00Z") });
    expect(reachedTwilio(lead.phone!)).toHaveLength(0);

    // A worker's claim moves the row's next try to the end of its lease: from then on it is leaving.
    const second = await db.transaction((tx) =>
      sendSmsReply(
        tx,
        { leadId: lead.id, body: "See you", admin: "admin", scheduledFor: new Date("2026-06-01T16:30:00Z") },
        now,
      ),
    );
    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date("2026-06-01T16:40:00Z") })
      .where(eq(outboxMessages.id, second.outboxMessageId));
    const late = await db.transaction((tx) => cancelScheduledReply(tx, lead.id, second.id)).catch((e: unknown) => e);
    expect(isAppError(late) && late.code).toBe("conflict");
    const [still] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, second.outboxMessageId), eq(outboxMessages.status, "pending")));
    expect(still).toBeDefined();
  });
});
