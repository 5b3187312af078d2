/**
 * Subscribing to a status page (docs/decisions.md "Status pages, incidents and scheduled maintenance"):
 * double opt-in, notices only once confirmed, and RFC 8058 one-click unsubscribe ending them.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as oneClickUnsubscribe } from "@/app/status/[slug]/unsubscribe/one-click/route";
import { db } from "@/lib/db";
import {
  outboxMessages,
  statusDeliveries,
  statusPageComponents,
  statusPages,
  statusSubscribers,
} from "@/lib/db/schema";
import { createIncident } from "@/lib/incidents/incident-service";
import { processNotifications } from "@/lib/status-subscribers/fan-out";
import { subscribeSchema } from "@/lib/status-subscribers/schemas";
import { confirmSubscription, subscribe } from "@/lib/status-subscribers/subscriptions";
import { subscriptionToken } from "@/lib/status-subscribers/tokens";
import { insertSite } from "@/tests/support/federation";
import { removeQueuedMessagesAfterAll } from "@/tests/support/outbox-cleanup";

removeQueuedMessagesAfterAll();

const noDelivery = { deliver: async () => {} };

async function recipientsOf(notificationId: number) {
  const rows = await db
    .select({ recipient: outboxMessages.recipient })
    .from(statusDeliveries)
    .innerJoin(outboxMessages, eq(outboxMessages.id, statusDeliveries.outboxMessageId))
    .where(eq(statusDeliveries.notificationId, notificationId));
  return rows.map((row) => row.recipient);
}

describe("a status page subscription", () => {
  it("asks for confirmation once an hour, counts once confirmed and ends with the one-click POST", async () => {
    const site = await insertSite(db, { siteUrl: "https://subscribed.example.test" });
    const [page] = await db
      .insert(statusPages)
      .values({ name: "Acme", slug: `subs-${site.id}` })
      .returning();
    await db
      .insert(statusPageComponents)
      .values({ pageId: page!.id, siteId: site.id, displayName: "Shop", position: 0 });
    const input = subscribeSchema.parse({ slug: page!.slug, channel: "email", target: "  Ana@Example.com " });
    const t0 = new Date();

    const first = await subscribe(db, input, t0);
    expect(first).not.toBeNull();
    const [confirmation] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, first!));
    expect(confirmation).toMatchObject({ recipient: "ana@example.com", subject: "Confirm your subscription to Acme" });
    expect(await subscribe(db, input, new Date(t0.getTime() + 60_000))).toBeNull();

    const [subscriber] = await db.select().from(statusSubscribers).where(eq(statusSubscribers.pageId, page!.id));
    expect(confirmation!.body).toContain(
      `/status/${page!.slug}/confirm?token=${subscriptionToken("confirm", subscriber!.id)}`,
    );

    // Unconfirmed: the first notice reaches nobody.
    const before = await createIncident(
      db,
      { title: "Slow", impact: "minor", siteIds: [site.id], status: "investigating", body: "Looking." },
      "admin",
    );
    await processNotifications(noDelivery);
    expect(await recipientsOf(before.notificationIds[0]!)).toEqual([]);

    expect(await confirmSubscription(db, subscriber!.id)).toBe(true);
    const after = await createIncident(
      db,
      { title: "Down", impact: "major", siteIds: [site.id], status: "investigating", body: "Looking." },
      "admin",
    );
    await processNotifications(noDelivery);
    expect(await recipientsOf(after.notificationIds[0]!)).toEqual(["ana@example.com"]);

    const url = `https://console.example.test/status/${page!.slug}/unsubscribe/one-click?token=${subscriptionToken("unsubscribe", subscriber!.id)}`;
    const response = await oneClickUnsubscribe(
      new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(response.status).toBe(200);
    const forged = await oneClickUnsubscribe(
      new Request(url.replace(`token=${subscriber!.id}.`, `token=${subscriber!.id + 1}.`), {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(forged.status).toBe(400);

    const last = await createIncident(
      db,
      { title: "Again", impact: "major", siteIds: [site.id], status: "investigating", body: "Looking." },
      "admin",
    );
    await processNotifications(noDelivery);
    expect(await recipientsOf(last.notificationIds[0]!)).toEqual([]);
  });

  it("refuses a target that is not an address of its channel", () => {
    const issues = (channel: string, target: string) =>
      subscribeSchema.safeParse({ slug: "x", channel, target }).error?.issues.map((i) => i.message);
    expect(issues("email", "not-an-address")).toEqual(["Enter a valid e-mail address"]);
    expect(issues("webhook", "http://example.com/hook")).toEqual(["Enter an https:// address"]);
    expect(issues("sms", "12")).toHaveLength(1);
  });
});
