/**
 * Chat-app alert channels (docs/decisions/federation-and-health.md "Chat-app alert channels"): each provider's message goes
 * through the outbox to a local server that checks its documented shape and headers; a 4xx ends the
 * tries at once while a 429 or a 5xx is retried; the credential is stored sealed and never shown; an
 * edit keeps a secret left blank; a webhook URL off its provider's domain is refused.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChannel, sendTestAlert, updateChannel } from "@/lib/alerts/channels-and-rules";
import { listChannels } from "@/lib/alerts/queries";
import { createChatAppChannels } from "@/lib/chat-apps/channels";
import { chatAppMessage } from "@/lib/chat-apps/chat-app-message";
import { displayTarget, sealDestination, type ChatDestination } from "@/lib/chat-apps/destination";
import type { ChatNotification } from "@/lib/chat-apps/notification";
import { db } from "@/lib/db";
import { alertHistory, notificationChannels, outboxMessages } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors/app-error";
import { deliverQueued } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import { retryDueMessages } from "@/lib/outbox/retry";
import { startChatAppsStub, type ChatAppsStub, type StubProvider } from "@/tests/support/chat-apps-stub";

let stub: ChatAppsStub;
const saved = { ...env };
beforeAll(async () => {
  stub = await startChatAppsStub();
  env.ALLOW_PRIVATE_SITE_URLS = true;
  env.TELEGRAM_API_BASE_URL = stub.baseUrl;
});
afterAll(async () => {
  Object.assign(env, saved);
  await stub.close();
});

const channels = () => createChatAppChannels({ telegramApiBaseUrl: stub.baseUrl });
const rowOf = async (id: number) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const token = () => randomUUID().replace(/-/g, "");

/** A destination of `kind` at the stub, with fresh credentials so each test finds its own requests. */
function destination(kind: StubProvider): ChatDestination {
  const secret = token();
  if (kind === "slack") return { kind, url: `${stub.baseUrl}/services/T0001/B0002/${secret}` };
  if (kind === "discord") return { kind, url: `${stub.baseUrl}/api/webhooks/1234567890/${secret}` };
  if (kind === "teams")
    return {
      kind,
      url: `${stub.baseUrl}/powerautomate/automations/direct/workflows/${secret}/triggers/manual/paths/invoke?api-version=1&sig=${secret}`,
    };
  if (kind === "telegram") return { kind, botToken: `123456789:AA${secret}`, chatId: "-1001234567890" };
  return { kind, serverUrl: stub.baseUrl, topic: `alerts-${secret.slice(0, 12)}` };
}

/** The stub's requests for `destination`, told apart by its credential. */
function requestsFor(target: ChatDestination) {
  const key =
    target.kind === "telegram" ? target.botToken : target.kind === "ntfy" ? target.topic : new URL(target.url).pathname;
  return stub.requests.filter((r) => r.provider === target.kind && (r.path.includes(key) || key.includes(r.path)));
}

const notification: ChatNotification = {
  title: "Bäckerei *Müller* is down 🍞",
  body: `https://bakery.example answered HTTP 503 twice. <!channel> @everyone [click](https://evil.example) & more.\n${"Détails 👨‍👩‍👧 ".repeat(800)}`,
  severity: "critical",
  link: { url: "https://console.example/alerts?tab=history", label: "Open the alert history" },
  fields: [{ name: "Rule", value: "Site down (after retries)" }],
  at: new Date("2026-03-02T09:05:00Z"),
};

async function queue(target: ChatDestination): Promise<number> {
  return enqueue(
    db,
    chatAppMessage(
      { kind: target.kind, recipient: displayTarget(target), sealedRecipient: sealDestination(target) },
      notification,
    ),
  );
}

describe("chat-app channels through the outbox", () => {
  for (const kind of ["slack", "discord", "teams", "telegram", "ntfy"] as const) {
    it(`delivers a long ${kind} alert in ${kind}'s documented shape`, async () => {
      const target = destination(kind);
      const id = await queue(target);
      const result = await deliverQueued(id, channels());
      expect(result).toMatchObject({ status: "sent" });
      const [request] = requestsFor(target);
      expect(request, `${kind} request`).toBeDefined();
      expect(request!.problems).toEqual([]);
      expect(request!.status).toBeLessThan(300);
      expect(request!.headers["user-agent"]).toBe("CustomPortalSolutions-Alerts/1");
      const row = await rowOf(id);
      expect(row.recipient).toBe(displayTarget(target));
      if (kind === "discord" || kind === "telegram" || kind === "ntfy") expect(row.providerMessageId).toBeTruthy();
    });
  }

  it("sends ntfy's title, priority, tags and click as headers, a non-ASCII title in RFC 2047 words", async () => {
    const target = destination("ntfy");
    await deliverQueued(await queue(target), channels());
    const [request] = requestsFor(target);
    expect(request!.shown).toBe("Bäckerei *Müller* is down 🍞");
    expect(request!.headers.title).toMatch(/^=\?UTF-8\?B\?/);
    expect(request!.headers).toMatchObject({
      priority: "5",
      tags: "rotating_light",
      click: "https://console.example/alerts?tab=history",
    });
    expect(Buffer.byteLength(String(request!.body))).toBeLessThanOrEqual(4096);
  });

  it("sends Telegram's chat id with the text, which parses as HTML and reads as written", async () => {
    const target = destination("telegram");
    await deliverQueued(await queue(target), channels());
    const [request] = requestsFor(target);
    expect(request!.body).toMatchObject({ chat_id: "-1001234567890", parse_mode: "HTML" });
    expect(request!.shown).toContain("<!channel> @everyone [click](https://evil.example) & more.");
    expect(request!.shown!.length).toBeLessThanOrEqual(4096);
  });

  it("presents ntfy's access token to a protected topic, and is refused for good without it", async () => {
    const open = destination("ntfy");
    if (open.kind !== "ntfy") throw new Error("unreachable");
    stub.protectTopic(open.topic, "tk_secret0123");
    const refused = await deliverQueued(await queue(open), channels());
    expect(refused).toMatchObject({ status: "failed", permanent: true, retryAt: null });
    const sent = await deliverQueued(await queue({ ...open, accessToken: "tk_secret0123" }), channels());
    expect(sent).toMatchObject({ status: "sent" });
    expect(requestsFor(open).at(-1)!.headers.authorization).toBe("Bearer tk_secret0123");
  });

  it("ends the tries at the first 4xx, and retries a 429 and a 5xx until the provider takes the message", async () => {
    const gone = destination("slack");
    stub.refuseNext("slack", { status: 404, body: "no_service" });
    const refused = await deliverQueued(await queue(gone), channels());
    expect(refused).toMatchObject({ status: "failed", permanent: true, retryAt: null, error: "HTTP 404: no_service" });

    for (const [kind, status] of [
      ["discord", 429],
      ["telegram", 502],
    ] as const) {
      const target = destination(kind);
      stub.refuseNext(kind, { status });
      const id = await queue(target);
      const first = await deliverQueued(id, channels());
      expect(first, `${kind} ${status}`).toMatchObject({ status: "failed", permanent: false, attempts: 1 });
      const row = await rowOf(id);
      expect(row.nextAttemptAt).not.toBeNull();
      await retryDueMessages({ channels: channels(), now: row.nextAttemptAt! });
      expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
      expect(requestsFor(target).map((r) => r.status)).toEqual([status, 200]);
    }
  });

  it("refuses for good a destination sealed under another secret", async () => {
    const target = destination("slack");
    const id = await queue(target);
    await db
      .update(outboxMessages)
      .set({ sealedRecipient: "v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" })
      .where(eq(outboxMessages.id, id));
    expect(await deliverQueued(id, channels())).toMatchObject({ status: "failed", permanent: true });
    expect(requestsFor(target)).toEqual([]);
  });
});

describe("chat-app alert channels", () => {
  it("keeps the webhook URL sealed, shows it masked, and sends the channel's test to it", async () => {
    const secret = token();
    const url = `${stub.baseUrl}/services/T0001/B0002/${secret}`;
    const id = await createChannel(db, {
      name: "Ops Slack",
      kind: "slack",
      enabled: true,
      draft: { kind: "slack", url },
    });
    const [row] = await db.select().from(notificationChannels).where(eq(notificationChannels.id, id));
    expect(row!.target).toBe(`127.0.0.1:${new URL(stub.baseUrl).port}/services/T0001/B0002/••••`);
    expect(row!.sealedTarget).not.toContain(secret);
    expect(JSON.stringify(await listChannels())).not.toContain(row!.sealedTarget!);

    const result = await sendTestAlert(db, id);
    expect(result.status).toBe("sent");
    const message = await rowOf(result.outboxMessageId);
    expect(message.recipient).toBe(row!.target);
    expect(JSON.stringify(message)).not.toContain(secret);
    const [history] = await db
      .select()
      .from(alertHistory)
      .where(eq(alertHistory.outboxMessageId, result.outboxMessageId));
    expect(history!.recipient).toBe(row!.target);
    const [request] = stub.requests.filter((r) => r.path.endsWith(secret));
    expect(request!.problems).toEqual([]);
    expect(JSON.stringify(request!.body)).toContain('Test alert for channel \\"Ops Slack\\"');
  });

  it("keeps a bot token left blank when the channel is edited, and takes a new chat id", async () => {
    const botToken = `123456789:AA${token()}`;
    const id = await createChannel(db, {
      name: "Ops Telegram",
      kind: "telegram",
      enabled: true,
      draft: { kind: "telegram", botToken, chatId: "-100111" },
    });
    await updateChannel(db, id, {
      name: "Ops Telegram",
      kind: "telegram",
      enabled: true,
      draft: { kind: "telegram", chatId: "@ops_alerts" },
    });
    const [row] = await db.select().from(notificationChannels).where(eq(notificationChannels.id, id));
    expect(row!.target).toBe("@ops_alerts");
    expect(row!.sealedTarget).not.toContain(botToken);
    expect((await sendTestAlert(db, id)).status).toBe("sent");
    const [request] = stub.requests.filter((r) => r.path === `/bot${botToken}/sendMessage`);
    expect(request!.body).toMatchObject({ chat_id: "@ops_alerts" });
  });

  it("asks again for a secret when the kind changes, and refuses a webhook URL off the provider's domain", async () => {
    const id = await createChannel(db, {
      name: "Switch",
      kind: "slack",
      enabled: true,
      draft: { kind: "slack", url: `${stub.baseUrl}/services/T1/B1/${token()}` },
    });
    const kept = updateChannel(db, id, { name: "Switch", kind: "discord", enabled: true, draft: { kind: "discord" } });
    await expect(kept).rejects.toSatisfy(
      (error) => isAppError(error, "invalid") && error.fieldErrors?.webhookUrl?.[0] === "Please paste the webhook URL",
    );

    env.ALLOW_PRIVATE_SITE_URLS = false;
    try {
      const offDomain = createChannel(db, {
        name: "Fake",
        kind: "slack",
        enabled: true,
        draft: { kind: "slack", url: "https://hooks.example.com/services/T1/B1/x" },
      });
      await expect(offDomain).rejects.toSatisfy(
        (error) =>
          isAppError(error, "invalid") && /webhook URL Slack gave you/.test(error.fieldErrors?.webhookUrl?.[0] ?? ""),
      );
      const real = await createChannel(db, {
        name: "Real",
        kind: "slack",
        enabled: true,
        draft: { kind: "slack", url: "https://hooks.slack.com/services/T1/B1/abc" },
      });
      expect(real).toBeGreaterThan(0);
    } finally {
      env.ALLOW_PRIVATE_SITE_URLS = true;
    }
  });
});
