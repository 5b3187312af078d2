import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { outboxMessages, phoneNumberConfig, projectCodes, smsMessages, smsRoutes } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { retryDueMessages } from "@/lib/outbox/retry";
import { webhookSignature } from "@/lib/outbox/webhook-channel";
import type { DeferredTask } from "@/lib/sms/handler";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { bumpRoutingVersion } from "@/lib/sms-intake/routing/routing-table-cache";
import { testRouting } from "@/lib/sms-intake/routing/test-routing";
import { phoneNumber, smsParams } from "@/tests/support/twilio";

const SECRET = "test-webhook-secret-0123456789";
const SHARED = "+15550102030";
const saved = { ...env };
beforeAll(() => {
  env.SMS_WEBHOOK_SECRET = SECRET;
  env.ALLOW_PRIVATE_SITE_URLS = true;
  env.TWILIO_ACCOUNT_SID = undefined;
  env.RESEND_API_KEY = undefined;
});
afterAll(() => Object.assign(env, saved));

/** A local receiver answering `statuses` in turn (then 200) and recording each request. */
async function receiver(statuses: number[] = []) {
  const requests: { headers: IncomingHttpHeaders; body: string; url: string }[] = [];
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    requests.push({ headers: req.headers, body, url: req.url ?? "" });
    const status = statuses[requests.length - 1] ?? 200;
    res
      .writeHead(status, { "content-type": "application/json" })
      .end(status < 300 ? '{"ok":true}' : '{"error":"down"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}
const servers: Server[] = [];

const routeIds: number[] = [];
const numberIds: number[] = [];
afterEach(async () => {
  servers.splice(0).forEach((s) => s.close());
  // Other test files share the database on PostgreSQL: leave no route or number behind.
  await db.transaction(async (tx) => {
    if (routeIds.length) await tx.delete(smsRoutes).where(inArray(smsRoutes.id, routeIds.splice(0)));
    if (numberIds.length) await tx.delete(phoneNumberConfig).where(inArray(phoneNumberConfig.id, numberIds.splice(0)));
    await bumpRoutingVersion(tx);
  });
});

type RouteValues = Partial<typeof smsRoutes.$inferInsert> &
  Pick<typeof smsRoutes.$inferInsert, "pattern" | "targetValue">;

/** Adds a route the way the console does (with a version bump) and returns its id. */
async function addRoute(values: RouteValues): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsRoutes)
      .values({ name: `Route ${randomUUID().slice(0, 8)}`, targetType: "webhook", ...values })
      .returning({ id: smsRoutes.id });
    await bumpRoutingVersion(tx);
    routeIds.push(row!.id);
    return row!.id;
  });
}

async function addNumber(
  values: Partial<typeof phoneNumberConfig.$inferInsert> = {},
): Promise<{ id: number; phoneNumber: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(phoneNumberConfig)
      .values({ phoneNumber: phoneNumber(), ...values })
      .returning({ id: phoneNumberConfig.id, phoneNumber: phoneNumberConfig.phoneNumber });
    await bumpRoutingVersion(tx);
    numberIds.push(row!.id);
    return row!;
  });
}

/** A unique word, so a test's routes match only its own messages. */
const keyword = () => `kw${randomUUID().replaceAll("-", "").slice(0, 10)}`;

/** Texts `body` to `to` through the pipeline; deferred work (first forward tries) is returned, not run. */
async function text(body: string, to = SHARED, from = phoneNumber()) {
  const deferred: DeferredTask[] = [];
  const params = smsParams(body, from, { To: to });
  const result = await receiveInboundSms(inboundSmsSchema.parse(params), {
    modelConfig: null,
    defer: (task) => deferred.push(task),
  });
  const [message] = await db.select().from(smsMessages).where(eq(smsMessages.messageSid, params.MessageSid!));
  return { result, message: message!, deferred, runDeferred: () => Promise.all(deferred.map((task) => task())) };
}

const routeOf = async (id: number) => (await db.select().from(smsRoutes).where(eq(smsRoutes.id, id)))[0]!;
const outboxOf = async (id: number) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const messageOf = async (id: number) => (await db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;

describe("route matching through the SMS pipeline", () => {
  it("sends a message to the matching route with the lowest priority number, ties by id", async () => {
    const word = keyword();
    await addRoute({ name: "late", pattern: word, priority: 200, targetValue: "https://a.example.test/hook" });
    const tieFirst = await addRoute({
      name: "tie first",
      pattern: word,
      priority: 50,
      targetValue: "https://b.example.test/hook",
    });
    await addRoute({ name: "tie second", pattern: word, priority: 50, targetValue: "https://c.example.test/hook" });
    const { message, result } = await text(`about ${word} please`);
    expect(message.routeId).toBe(tieFirst);
    expect(message.forwardedTo).toBe("https://b.example.test/hook");
    expect(result.reply).toBeNull();
  });

  it("skips inactive routes and routes whose pattern does not match, and stops at the first match", async () => {
    const word = keyword();
    await addRoute({ pattern: word, priority: 1, isActive: false, targetValue: "https://inactive.example.test/" });
    await addRoute({
      pattern: `${word}-other`,
      patternType: "exact",
      priority: 2,
      targetValue: "https://other.example.test/",
    });
    const first = await addRoute({
      pattern: word.toUpperCase(),
      patternType: "starts_with",
      priority: 3,
      targetValue: "https://first.example.test/",
    });
    const second = await addRoute({ pattern: word, priority: 4, targetValue: "https://second.example.test/" });
    const { message } = await text(`  ${word} starts this message`);
    expect(message.routeId).toBe(first);
    expect((await routeOf(first)).matchCount).toBe(1);
    expect((await routeOf(second)).matchCount).toBe(0);
  });

  it("applies a route scoped to a number only to messages sent to that number", async () => {
    const word = keyword();
    const number = await addNumber();
    const scoped = await addRoute({
      pattern: word,
      priority: 1,
      phoneNumberId: number.id,
      targetValue: "https://scoped.example.test/",
    });
    const global = await addRoute({ pattern: word, priority: 2, targetValue: "https://global.example.test/" });
    expect((await text(word, number.phoneNumber)).message.routeId).toBe(scoped);
    expect((await text(word, SHARED)).message.routeId).toBe(global);
  });

  it("matches each pattern type as the route form describes it", async () => {
    const word = keyword();
    const cases = [
      { patternType: "ends_with", pattern: `${word}-END`, body: `text ending ${word}-end  ` },
      { patternType: "exact", pattern: `${word} exact`, body: ` ${word.toUpperCase()} EXACT ` },
      { patternType: "regex", pattern: `^order\\s+#?\\d{4,}\\s+${word}$`, body: `ORDER #12345 ${word}` },
    ] as const;
    for (const { patternType, pattern, body } of cases) {
      const id = await addRoute({
        pattern,
        patternType,
        priority: 10,
        targetValue: `https://${patternType}.example.test/`,
      });
      expect((await text(body)).message.routeId, patternType).toBe(id);
    }
  });

  it("uses a route created after the routing table was cached", async () => {
    const word = keyword();
    const before = await text(`${word} before the route exists`);
    expect(before.message.routeId).toBeNull();
    const id = await addRoute({ pattern: word, targetValue: "https://late.example.test/" });
    expect((await text(`${word} after`)).message.routeId).toBe(id);
    await db.transaction(async (tx) => {
      await tx.update(smsRoutes).set({ isActive: false }).where(eq(smsRoutes.id, id));
      await bumpRoutingVersion(tx);
    });
    expect((await text(`${word} after deactivation`)).message.routeId).toBeNull();
  });

  it("counts every match exactly under concurrent messages", async () => {
    const word = keyword();
    const id = await addRoute({ pattern: word, targetType: "webhook", targetValue: "internal://project-code" });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => text(`${word} idea number ${i} for a booking portal`)),
    );
    expect(results.every((r) => r.message.routeId === id && r.message.routingStatus === "routed")).toBe(true);
    const route = await routeOf(id);
    expect(route.matchCount).toBe(20);
    expect(route.lastMatched).toBeInstanceOf(Date);
  });
});

describe("no match", () => {
  it("gives the shared number's messages the default handling: a project code", async () => {
    const { message, result } = await text(`An unmatched idea ${keyword()} for a restaurant booking portal`);
    expect(result.reply).toMatch(/your project code is [A-Z0-9]{8}/);
    expect(message).toMatchObject({ routeId: null, routingStatus: "routed", forwardedTo: "internal://project-code" });
  });

  it("rejects messages to a number set to reject: blocked, no reply, no code", async () => {
    const number = await addNumber({ noMatchAction: "reject" });
    const from = phoneNumber();
    const { message, result } = await text(
      `An unmatched idea ${keyword()} for a restaurant booking portal`,
      number.phoneNumber,
      from,
    );
    expect(result.reply).toBeNull();
    expect(message).toMatchObject({ routeId: null, routingStatus: "blocked", forwardedTo: null });
    expect(await db.select().from(projectCodes).where(eq(projectCodes.contactPhone, from))).toHaveLength(0);
  });

  it("still routes matching messages on a number that rejects the rest", async () => {
    const word = keyword();
    const number = await addNumber({ noMatchAction: "reject" });
    const id = await addRoute({ pattern: word, targetValue: "internal://project-code" });
    const { message, result } = await text(`${word}: a portal for my gym members`, number.phoneNumber);
    expect(message.routeId).toBe(id);
    expect(result.reply).toMatch(/your project code is/);
  });
});

describe("forwards", () => {
  it("POSTs the message to a webhook signed with HMAC-SHA256 over the exact body", async () => {
    const hook = await receiver();
    const word = keyword();
    const id = await addRoute({ pattern: word, targetValue: `${hook.url}/inbound` });
    const from = phoneNumber();
    const sent = await text(`${word} hello webhook`, SHARED, from);
    expect(sent.message.routingStatus).toBe("pending");
    await sent.runDeferred();

    expect(hook.requests).toHaveLength(1);
    const request = hook.requests[0]!;
    expect(request.url).toBe("/inbound");
    expect(request.headers["x-signature-256"]).toBe(webhookSignature(SECRET, request.body));
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toMatchObject({
      event: "sms.received",
      MessageSid: sent.message.messageSid,
      From: from,
      To: SHARED,
      Body: `${word} hello webhook`,
      route: { id },
    });
    const message = await messageOf(sent.message.id);
    expect(message.routingStatus).toBe("routed");
    expect((await outboxOf(message.outboxMessageId!)).status).toBe("sent");
  });

  it("keeps a forward to a failing webhook in the outbox and delivers it on a later retry", async () => {
    const hook = await receiver([500, 503]);
    const word = keyword();
    await addRoute({ pattern: word, targetValue: hook.url });
    const sent = await text(`${word} retry me`);
    await sent.runDeferred();

    const outboxId = sent.message.outboxMessageId!;
    const afterFirst = await outboxOf(outboxId);
    expect(afterFirst).toMatchObject({ channel: "webhook", status: "failed", attempts: 1 });
    expect(afterFirst.lastError).toMatch(/HTTP 500/);
    expect((await messageOf(sent.message.id)).routingStatus).toBe("pending");

    const later = (minutes: number) => new Date(afterFirst.nextAttemptAt!.getTime() + minutes * 60_000);
    await retryDueMessages({ now: later(0) });
    expect(await outboxOf(outboxId)).toMatchObject({ status: "failed", attempts: 2 });
    await retryDueMessages({ now: later(10) });
    expect(await outboxOf(outboxId)).toMatchObject({ status: "sent", attempts: 3 });
    expect(hook.requests).toHaveLength(3);
    // Every try carries the same id and signature, so the receiver can drop duplicates.
    expect(new Set(hook.requests.map((r) => r.headers["x-webhook-id"])).size).toBe(1);
    expect((await messageOf(sent.message.id)).routingStatus).toBe("routed");
  });

  it("marks the message failed when its forward runs out of tries", async () => {
    const hook = await receiver([500, 500, 500, 500, 500]);
    const word = keyword();
    await addRoute({ pattern: word, targetValue: hook.url });
    const sent = await text(`${word} never arrives`);
    await sent.runDeferred();
    const outboxId = sent.message.outboxMessageId!;
    let now = (await outboxOf(outboxId)).nextAttemptAt!;
    for (let attempt = 2; attempt <= 5; attempt++) {
      await retryDueMessages({ now });
      const row = await outboxOf(outboxId);
      expect(row.attempts).toBe(attempt);
      now = row.nextAttemptAt ?? now;
    }
    expect((await outboxOf(outboxId)).nextAttemptAt).toBeNull();
    expect((await messageOf(sent.message.id)).routingStatus).toBe("failed");
  });

  it("texts phone-number targets through Twilio's Messages API", async () => {
    const twilio = await receiver([201]);
    Object.assign(env, {
      TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "test-token",
      TWILIO_API_BASE_URL: twilio.url,
    });
    try {
      const word = keyword();
      await addRoute({ pattern: word, targetType: "phone_number", targetValue: "+15557654321" });
      const sent = await text(`${word} call me back`, SHARED, "+15551230000");
      await sent.runDeferred();
      expect(twilio.requests).toHaveLength(1);
      const request = twilio.requests[0]!;
      expect(request.url).toBe(`/2010-04-01/Accounts/AC${"a".repeat(32)}/Messages.json`);
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from(`AC${"a".repeat(32)}:test-token`).toString("base64")}`,
      );
      const form = new URLSearchParams(request.body);
      expect(form.get("To")).toBe("+15557654321");
      expect(form.get("Body")).toBe(`SMS from +1 (555) 123-0000: ${word} call me back`);
      expect((await messageOf(sent.message.id)).routingStatus).toBe("routed");
    } finally {
      Object.assign(env, {
        TWILIO_ACCOUNT_SID: undefined,
        TWILIO_AUTH_TOKEN: saved.TWILIO_AUTH_TOKEN,
        TWILIO_API_BASE_URL: undefined,
      });
    }
  });

  it("keeps SMS and e-mail forwards in the outbox, unsent, when no provider is configured, and the message says so", async () => {
    const word = keyword();
    await addRoute({ pattern: `${word}-sms`, targetType: "phone_number", targetValue: "+15557654321" });
    await addRoute({ pattern: `${word}-mail`, targetType: "email", targetValue: "team@example.test" });
    for (const [suffix, channel, recipient] of [
      ["sms", "sms", "+15557654321"],
      ["mail", "email", "team@example.test"],
    ] as const) {
      const sent = await text(`${word}-${suffix} forward this`);
      await sent.runDeferred();
      expect(await outboxOf(sent.message.outboxMessageId!)).toMatchObject({ channel, recipient, status: "unsent" });
      expect((await messageOf(sent.message.id)).routingStatus).toBe("unsent");
    }
  });
});

describe("test routing", () => {
  it("answers which route a message would take without forwarding or counting it", async () => {
    const hook = await receiver();
    const word = keyword();
    const id = await addRoute({ name: "Support line", pattern: word, targetValue: hook.url });
    expect(await testRouting(`${word} test`)).toMatchObject({ matched: true, routeName: "Support line", routeId: id });
    expect(await testRouting(`nothing for ${keyword()}`)).toMatchObject({
      matched: false,
      routeName: null,
      target: "internal://project-code",
    });
    const rejecting = await addNumber({ noMatchAction: "reject" });
    expect(await testRouting(`nothing for ${keyword()}`, rejecting.phoneNumber)).toMatchObject({
      matched: false,
      target: null,
    });
    expect((await routeOf(id)).matchCount).toBe(0);
    expect(hook.requests).toHaveLength(0);
  });
});
