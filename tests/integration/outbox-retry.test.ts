import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorLogs, outboxMessages } from "@/lib/db/schema";
import { createEmailSender } from "@/lib/email";
import { createResendChannel } from "@/lib/email/resend-channel";
import { MAX_ATTEMPTS, nextAttemptAt } from "@/lib/outbox/backoff";
import { deliverQueued } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import { retryDueMessages } from "@/lib/outbox/retry";
import type { OutboxChannel } from "@/lib/outbox/types";
import { createTwilioSmsChannel } from "@/lib/sms/twilio-channel";
import { phoneNumber } from "@/tests/support/twilio";
import { startTwilioStub, type TwilioStub } from "@/tests/support/twilio-stub";

/** Resend's error body (https://resend.com/docs/api-reference/errors). */
type ResendRefusal = { statusCode: number; name: string; message: string };

/**
 * A local stand-in for Resend's `POST /emails` (https://resend.com/docs/api-reference/emails/send-email)
 * answering the `n`th call per recipient with `refusal(n, to)`'s error, or 200 with an id when it gives
 * none. Counting per recipient keeps each test to its own messages when the database holds other tests' rows.
 */
async function scriptedResend(refusal: (n: number, to: string) => ResendRefusal | null) {
  const calls = new Map<string, number>();
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const to = String((JSON.parse(raw) as { to: string | string[] }).to);
    const n = (calls.get(to) ?? 0) + 1;
    calls.set(to, n);
    const error = refusal(n, to);
    if (error) {
      res.writeHead(error.statusCode, { "content-type": "application/json" }).end(JSON.stringify(error));
    } else {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `email_${n}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const config = {
    apiKey: "re_test_key",
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    from: "Agency <noreply@example.test>",
  };
  return { config, calls: (to: string) => calls.get(to) ?? 0 };
}
/** Answers 500 for the first `failures` calls per recipient, then 200. */
const flakyResend = (failures: number) =>
  scriptedResend((n) =>
    n <= failures ? { statusCode: 500, name: "application_error", message: `Provider down (${n})` } : null,
  );
const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

const rowOf = async (id: number) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const minutes = (n: number) => n * 60_000;

describe("outbox retries", () => {
  it("waits longer after each failure and stops after the last try", () => {
    const now = new Date("2025-01-01T00:00:00Z");
    const delays = [1, 2, 3, 4].map((attempts) => nextAttemptAt(attempts, now)!.getTime() - now.getTime());
    expect(delays).toEqual([minutes(1), minutes(4), minutes(16), minutes(64)]);
    expect(nextAttemptAt(MAX_ATTEMPTS, now)).toBeNull();
  });

  it("retries a refused e-mail with backoff until the provider accepts it", async () => {
    const resend = await flakyResend(2);
    const send = createEmailSender(resend.config);
    const to = `retry-${randomUUID().slice(0, 8)}@example.test`;
    const first = await send({ to, subject: "Hello", text: "Body", replyTo: "client@example.test" });
    expect(first.status).toBe("failed");
    let row = await rowOf(first.id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: "application_error: Provider down (1)" });
    const firstRetryAt = row.nextAttemptAt!;
    expect(firstRetryAt.getTime()).toBeGreaterThan(Date.now() + minutes(0.5));

    const channels = { email: createResendChannel(resend.config) };
    // Not due yet: nothing happens.
    await retryDueMessages({ channels, now: new Date(firstRetryAt.getTime() - 1000) });
    expect(resend.calls(to)).toBe(1);

    await retryDueMessages({ channels, now: firstRetryAt });
    row = await rowOf(first.id);
    expect(row).toMatchObject({ status: "failed", attempts: 2, lastError: "application_error: Provider down (2)" });
    expect(row.nextAttemptAt!.getTime() - firstRetryAt.getTime()).toBe(minutes(4));

    await retryDueMessages({ channels, now: row.nextAttemptAt! });
    row = await rowOf(first.id);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 3,
      lastError: null,
      nextAttemptAt: null,
      providerMessageId: "email_3",
      replyTo: "client@example.test",
    });
  });

  it("never sends one message twice when two workers run at once", async () => {
    const resend = await flakyResend(1);
    const send = createEmailSender(resend.config);
    const to = `race-${randomUUID().slice(0, 8)}@example.test`;
    const first = await send({ to, subject: "Once", text: "Body" });
    const due = (await rowOf(first.id)).nextAttemptAt!;
    const channels = { email: createResendChannel(resend.config) };
    await Promise.all([retryDueMessages({ channels, now: due }), retryDueMessages({ channels, now: due })]);
    expect(resend.calls(to)).toBe(2);
    expect(await rowOf(first.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("ends as failed and reports a critical error after the last try", async () => {
    const resend = await flakyResend(100);
    const send = createEmailSender(resend.config);
    const to = `doomed-${randomUUID().slice(0, 8)}@example.test`;
    const first = await send({ to, subject: "Doomed", text: "Body" });
    const channels = { email: createResendChannel(resend.config) };
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await retryDueMessages({ channels, now: (await rowOf(first.id)).nextAttemptAt! });
    }
    const row = await rowOf(first.id);
    expect(row).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      lastError: `application_error: Provider down (${MAX_ATTEMPTS})`,
    });
    const [logged] = await db
      .select()
      .from(errorLogs)
      .where(like(errorLogs.errorMessage, `%to ${to}%`));
    expect(logged).toMatchObject({ severity: "critical", resolved: false });
    expect(logged!.errorMessage).toContain(`Outbox delivery failed after ${MAX_ATTEMPTS} attempts`);
    // Nothing is left to retry.
    await retryDueMessages({ channels, now: new Date(Date.now() + minutes(24 * 60)) });
    expect(resend.calls(to)).toBe(MAX_ATTEMPTS);
  });

  it("leaves a message for later when its channel has no provider now", async () => {
    const resend = await flakyResend(1);
    const to = `later-${randomUUID().slice(0, 8)}@example.test`;
    const first = await createEmailSender(resend.config)({ to, subject: "Later", text: "Body" });
    const due = (await rowOf(first.id)).nextAttemptAt!;
    const summary = await retryDueMessages({ channels: {}, now: due });
    expect(summary.skipped).toBeGreaterThanOrEqual(1);
    expect(resend.calls(to)).toBe(1);
    expect(await rowOf(first.id)).toMatchObject({ status: "failed", attempts: 1 });
  });
});

describe("permanent refusals", () => {
  const account = { accountSid: `AC${"c".repeat(32)}`, authToken: "test-twilio-auth-token-permanent" };
  let twilio: TwilioStub;
  let channels: { sms: OutboxChannel };
  beforeAll(async () => {
    twilio = await startTwilioStub(account);
    channels = { sms: createTwilioSmsChannel({ ...account, from: "+15550109999", baseUrl: twilio.baseUrl })! };
  });
  afterAll(() => twilio.close());

  const triesTo = (number: string) => twilio.messages.filter((m) => m.to === number).length;
  const reportsAbout = (recipient: string) =>
    db
      .select()
      .from(errorLogs)
      .where(like(errorLogs.errorMessage, `%to ${recipient}%`));
  const queueSms = (to: string) => enqueue(db, { channel: "sms", recipient: to, body: "Your project update" });
  /** Runs the retry worker at each due time until the row has no next try, as the every-minute job would. */
  async function retryUntilSettled(id: number) {
    for (let due = (await rowOf(id)).nextAttemptAt; due; due = (await rowOf(id)).nextAttemptAt)
      await retryDueMessages({ channels, now: due });
  }

  it("stops at the first try when Twilio answers 21610 (the number opted out), without reporting an outage", async () => {
    const to = phoneNumber();
    twilio.optOut(to);
    const id = await queueSms(to);
    expect(await deliverQueued(id, channels)).toMatchObject({ status: "failed", retryAt: null, permanent: true });
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      nextAttemptAt: null,
      lastError: "Twilio error 21610: Attempt to send to unsubscribed recipient",
    });
    // A day of worker runs later, Twilio still saw one request and nobody was alerted.
    await retryDueMessages({ channels, now: new Date(Date.now() + minutes(24 * 60)) });
    expect(triesTo(to)).toBe(1);
    expect(await reportsAbout(to)).toEqual([]);
  });

  it("stops at once for an invalid 'To' (21211), which no retry can fix", async () => {
    const to = phoneNumber();
    twilio.refuseNext(to, {
      status: 400,
      code: 21211,
      message: "The 'To' number is not a valid phone number.",
      times: MAX_ATTEMPTS,
    });
    const id = await queueSms(to);
    await deliverQueued(id, channels);
    await retryUntilSettled(id);
    expect(triesTo(to)).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      nextAttemptAt: null,
      lastError: expect.stringContaining("21211"),
    });
  });

  it("keeps retrying with backoff while Twilio answers 503, and sends once it recovers", async () => {
    const to = phoneNumber();
    twilio.refuseNext(to, { status: 503, code: 20503, message: "Service Unavailable", times: 2 });
    const id = await queueSms(to);
    const first = await deliverQueued(id, channels);
    expect(first).toMatchObject({ status: "failed", permanent: false });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: "Service Unavailable" });
    expect(row.nextAttemptAt).not.toBeNull();
    await retryUntilSettled(id);
    expect(triesTo(to)).toBe(3);
    expect(await rowOf(id)).toMatchObject({
      status: "sent",
      attempts: 3,
      lastError: null,
      providerMessageId: expect.stringMatching(/^SM/),
    });
  });

  it("uses every try on a Twilio outage, then reports it", async () => {
    const to = phoneNumber();
    twilio.refuseNext(to, { status: 503, code: 20503, message: "Service Unavailable", times: MAX_ATTEMPTS });
    const id = await queueSms(to);
    await deliverQueued(id, channels);
    await retryUntilSettled(id);
    expect(triesTo(to)).toBe(MAX_ATTEMPTS);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(await reportsAbout(to)).toHaveLength(1);
  });

  it("retries a Resend 429, and stops at a validation error (422) even on a retry, without reporting", async () => {
    const invalid = `invalid-${randomUUID().slice(0, 8)}@example.test`;
    const limited = `limited-${randomUUID().slice(0, 8)}@example.test`;
    const resend = await scriptedResend((n, to) => {
      if (to === limited)
        return n === 1 ? { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests." } : null;
      if (n === 1) return { statusCode: 500, name: "application_error", message: "Provider down" };
      return { statusCode: 422, name: "validation_error", message: "Invalid `to` field." };
    });
    const send = createEmailSender(resend.config);
    const bad = await send({ to: invalid, subject: "Hello", text: "Body" });
    const slow = await send({ to: limited, subject: "Hello", text: "Body" });
    const email = { email: createResendChannel(resend.config) };
    const due = [(await rowOf(bad.id)).nextAttemptAt!, (await rowOf(slow.id)).nextAttemptAt!].sort(
      (a, b) => b.getTime() - a.getTime(),
    );
    await retryDueMessages({ channels: email, now: due[0] });
    expect(await rowOf(slow.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await rowOf(bad.id)).toMatchObject({
      status: "failed",
      attempts: 2,
      nextAttemptAt: null,
      lastError: "validation_error: Invalid `to` field.",
    });
    await retryDueMessages({ channels: email, now: new Date(Date.now() + minutes(24 * 60)) });
    expect(resend.calls(invalid)).toBe(2);
    expect(await reportsAbout(invalid)).toEqual([]);
  });
});
