import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorLogs, outboxMessages } from "@/lib/db/schema";
import { createEmailSender } from "@/lib/email";
import { createResendChannel } from "@/lib/email/resend-channel";
import { MAX_ATTEMPTS, nextAttemptAt } from "@/lib/outbox/backoff";
import { retryDueMessages } from "@/lib/outbox/retry";

/**
 * A local stand-in for Resend's `POST /emails` (https://resend.com/docs/api-reference/emails/send-email)
 * answering 500 for the first `failures` calls per recipient, then 200 with an id. Counting per
 * recipient keeps each test to its own messages when the database holds other tests' rows.
 */
async function flakyResend(failures: number) {
  const calls = new Map<string, number>();
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const to = String((JSON.parse(raw) as { to: string | string[] }).to);
    const n = (calls.get(to) ?? 0) + 1;
    calls.set(to, n);
    if (n <= failures) {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ statusCode: 500, name: "application_error", message: `Provider down (${n})` }));
    } else {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `email_${n}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const config = { apiKey: "re_test_key", baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, from: "Agency <noreply@example.test>" };
  return { config, calls: (to: string) => calls.get(to) ?? 0 };
}
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
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null, nextAttemptAt: null, providerMessageId: "email_3", replyTo: "client@example.test" });
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
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null, lastError: `application_error: Provider down (${MAX_ATTEMPTS})` });
    const [logged] = await db.select().from(errorLogs).where(like(errorLogs.errorMessage, `%to ${to}%`));
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
