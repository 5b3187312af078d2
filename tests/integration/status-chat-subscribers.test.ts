/**
 * Chat apps subscribed to a status page (docs/decisions/status-pages.md "Chat-app status page subscriptions"): the
 * destination is stored sealed with a keyed hash, once per page; an incident update reaches each chat
 * subscriber exactly once when two workers fan it out together, and each provider gets it in its own
 * documented shape (checked by the local stand-in of the five apps), naming the page and the incident.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChatAppChannels } from "@/lib/chat-apps/channels";
import type { ChatDestinationDraft } from "@/lib/chat-apps/destination-input";
import { db } from "@/lib/db";
import {
  outboxMessages,
  statusDeliveries,
  statusPageComponents,
  statusPages,
  statusSubscribers,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors/app-error";
import { createIncident } from "@/lib/incidents/incident-service";
import { deliverQueued } from "@/lib/outbox/deliver";
import { addChatSubscriber } from "@/lib/status-subscribers/chat-subscriptions";
import { processNotifications } from "@/lib/status-subscribers/fan-out";
import { startChatAppsStub, type ChatAppsStub, type StubProvider } from "@/tests/support/chat-apps-stub";
import { insertSite } from "@/tests/support/federation";

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

const PROVIDERS = ["slack", "discord", "teams", "telegram", "ntfy"] as const;
const secret = () => randomUUID().replace(/-/g, "");

/** A destination of `kind` at the stub with a fresh credential, as the console's form enters it. */
function draft(kind: StubProvider, credential = secret()): ChatDestinationDraft {
  if (kind === "slack") return { kind, url: `${stub.baseUrl}/services/T0001/B0002/${credential}` };
  if (kind === "discord") return { kind, url: `${stub.baseUrl}/api/webhooks/1234567890/${credential}` };
  if (kind === "teams")
    return {
      kind,
      url: `${stub.baseUrl}/powerautomate/automations/direct/workflows/${credential}/triggers/manual/paths/invoke?api-version=1&sig=${credential}`,
    };
  if (kind === "telegram") return { kind, botToken: `123456789:AA${credential}`, chatId: "-1001234567890" };
  return { kind, serverUrl: stub.baseUrl, topic: `status-${credential.slice(0, 12)}` };
}

/** The credential part of `entered` the stub sees in its request path. */
function credentialOf(entered: ChatDestinationDraft): string {
  if (entered.kind === "telegram") return entered.botToken!;
  if (entered.kind === "ntfy") return entered.topic!;
  return new URL(entered.url!).pathname;
}

/** A page named `name` showing one new site. */
async function pageWithSite(name: string) {
  const site = await insertSite(db, { siteUrl: `https://${name}.example.test` });
  const [page] = await db
    .insert(statusPages)
    .values({ name: `Acme ${name}`, slug: name })
    .returning();
  await db
    .insert(statusPageComponents)
    .values({ pageId: page!.id, siteId: site.id, displayName: "Checkout", position: 0 });
  return { page: page!, site };
}

describe("a chat app subscribed to a status page", () => {
  it("is stored sealed and masked, once per destination and page", async () => {
    const { page } = await pageWithSite(`chat-store-${secret().slice(0, 8)}`);
    const entered = draft("slack");
    const id = await addChatSubscriber(db, page.id, entered);
    const [row] = await db.select().from(statusSubscribers).where(eq(statusSubscribers.id, id));
    const credential = credentialOf(entered).split("/").at(-1)!;
    expect(row).toMatchObject({ channel: "slack", unsubscribedAt: null });
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.target).not.toContain(credential);
    expect(row!.target).toMatch(/••••$/);
    expect(row!.sealedTarget).not.toContain(credential);
    expect(row!.targetHash).toMatch(/^[0-9a-f]{64}$/);

    const again = await addChatSubscriber(db, page.id, entered).catch((error: unknown) => error);
    expect(isAppError(again) && again.code).toBe("conflict");
    // Two ntfy topics on one server show the same masked target, and are two subscribers.
    const topicA = draft("ntfy");
    const topicB = draft("ntfy");
    await addChatSubscriber(db, page.id, topicA);
    await addChatSubscriber(db, page.id, topicB);
    const ntfy = await db
      .select()
      .from(statusSubscribers)
      .where(and(eq(statusSubscribers.pageId, page.id), eq(statusSubscribers.channel, "ntfy")));
    expect(ntfy.map((r) => r.target)).toEqual([stub.baseUrl, stub.baseUrl]);
  });

  it("refuses a webhook URL off its provider's domain", async () => {
    const { page } = await pageWithSite(`chat-host-${secret().slice(0, 8)}`);
    env.ALLOW_PRIVATE_SITE_URLS = false;
    try {
      const refused = await addChatSubscriber(db, page.id, {
        kind: "slack",
        url: "https://evil.example/services/T/B/x",
      }).catch((error: unknown) => error);
      expect(isAppError(refused) && refused.code).toBe("invalid");
    } finally {
      env.ALLOW_PRIVATE_SITE_URLS = true;
    }
  });

  it("gets an incident update once in each app's own format when two workers fan it out together", async () => {
    const name = `chatfan${secret().slice(0, 8)}`;
    const { page, site } = await pageWithSite(name);
    const entered = PROVIDERS.map((kind) => draft(kind));
    const ids: number[] = [];
    for (const destination of entered) ids.push(await addChatSubscriber(db, page.id, destination));
    await db
      .insert(statusSubscribers)
      .values({ pageId: page.id, channel: "email", target: `${name}@example.com`, confirmedAt: new Date() });

    const write = await createIncident(
      db,
      {
        title: `Checkout errors ${name}`,
        impact: "major",
        siteIds: [site.id],
        status: "investigating",
        body: "Payments fail for some cards. We are looking into it.",
      },
      "Admin",
    );
    const noDelivery = { deliver: async () => {} };
    const [a, b] = await Promise.all([processNotifications(noDelivery), processNotifications(noDelivery)]);
    expect(a.queued + b.queued).toBeGreaterThanOrEqual(6);

    const deliveries = await db
      .select({ subscriberId: statusDeliveries.subscriberId, outbox: outboxMessages })
      .from(statusDeliveries)
      .innerJoin(outboxMessages, eq(outboxMessages.id, statusDeliveries.outboxMessageId))
      .where(
        and(
          eq(statusDeliveries.notificationId, write.notificationIds[0]!),
          inArray(statusDeliveries.subscriberId, ids),
        ),
      );
    expect(deliveries.map((d) => d.subscriberId).sort()).toEqual([...ids].sort());
    expect(await processNotifications(noDelivery)).toEqual({ notifications: 0, queued: 0 });

    const channels = createChatAppChannels({ telegramApiBaseUrl: stub.baseUrl });
    for (const [index, kind] of PROVIDERS.entries()) {
      const delivery = deliveries.find((d) => d.subscriberId === ids[index])!;
      expect(delivery.outbox).toMatchObject({ channel: kind });
      expect(delivery.outbox.sealedRecipient).toBeTruthy();
      expect(await deliverQueued(delivery.outbox.id, channels), kind).toMatchObject({ status: "sent" });
      const key = credentialOf(entered[index]!);
      const requests = stub.requests.filter(
        (r) => r.provider === kind && (r.path.includes(key) || key.includes(r.path)),
      );
      expect(requests, kind).toHaveLength(1);
      expect(requests[0]!.problems, kind).toEqual([]);
      // ntfy carries its title and link in headers (Title, Click).
      const said = `${requests[0]!.shown ?? ""} ${JSON.stringify(requests[0]!.body)} ${JSON.stringify(requests[0]!.headers)}`;
      expect(said, kind).toContain(`Checkout errors ${name}`);
      expect(said, kind).toContain(`Acme ${name}`);
      expect(said, kind).toContain(`/status/${name}`);
    }
  });
});
