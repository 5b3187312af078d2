/**
 * Subscribing to a status page (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"):
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
import { confirmSubscription, subscribe, unsubscribe } from "@/lib/status-subscribers/subscriptions";
import { confirmationToken, subscriptionToken } from "@/lib/status-subscribers/tokens";
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
      .values({ name: "Acme", slug: `subs-${site.id}`, publishedAt: new Date() })
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
      `/status/${page!.slug}/confirm?token=${confirmationToken(subscriber!.id, t0)}`,
    );

    // Unconfirmed: the first notice reaches nobody.
    const before = await createIncident(
      db,
      { title: "Slow", impact: "minor", siteIds: [site.id], status: "investigating", body: "Looking." },
      "admin",
    );
    await processNotifications(noDelivery);
    expect(await recipientsOf(before.notificationIds[0]!)).toEqual([]);

    expect(await confirmSubscription({ subscriberId: subscriber!.id, sentAt: t0 })).toBe("confirmed");
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

  it("takes a confirmation link once: after leaving, only a new request's new link subscribes again", async () => {
    const [page] = await db
      .insert(statusPages)
      .values({ name: "Once", slug: `once-${Date.now()}`, publishedAt: new Date() })
      .returning();
    const input = subscribeSchema.parse({ slug: page!.slug, channel: "email", target: "once@example.com" });
    const t0 = new Date("2026-01-05T10:00:00.000Z");
    await subscribe(db, input, t0);
    const [row] = await db.select().from(statusSubscribers).where(eq(statusSubscribers.pageId, page!.id));
    const first = { subscriberId: row!.id, sentAt: t0 };

    expect(await confirmSubscription(first, new Date(t0.getTime() + 60_000))).toBe("confirmed");
    // A second press while subscribed is the same answer and no change.
    expect(await confirmSubscription(first, new Date(t0.getTime() + 120_000))).toBe("confirmed");
    await unsubscribe(row!.id, new Date(t0.getTime() + 180_000));
    // The old link found again in the mailbox does not subscribe the person who left.
    expect(await confirmSubscription(first, new Date(t0.getTime() + 240_000))).toBe("used");
    const [left] = await db.select().from(statusSubscribers).where(eq(statusSubscribers.id, row!.id));
    expect(left!.unsubscribedAt).not.toBeNull();

    // Asking again sends a new link; that one subscribes, the old one still does not.
    const t1 = new Date(t0.getTime() + 2 * 3_600_000);
    expect(await subscribe(db, input, t1)).not.toBeNull();
    expect(await confirmSubscription(first, new Date(t1.getTime() + 1_000))).toBe("used");
    expect(await confirmSubscription({ subscriberId: row!.id, sentAt: t1 }, new Date(t1.getTime() + 2_000))).toBe(
      "confirmed",
    );
    const [back] = await db.select().from(statusSubscribers).where(eq(statusSubscribers.id, row!.id));
    expect(back!.unsubscribedAt).toBeNull();
    expect(await confirmSubscription({ subscriberId: row!.id + 100_000, sentAt: t1 })).toBe("gone");
  });

  it("refuses a webhook target inside the network when it is added, on the target field", async () => {
    const [page] = await db
      .insert(statusPages)
      .values({ name: "Hooks", slug: `hooks-${Date.now()}`, publishedAt: new Date() })
      .returning();
    for (const target of [
      "https://127.0.0.1:1/hook",
      "https://[::ffff:169.254.169.254]/latest/meta-data",
      "https://10.0.0.8/hook",
      "https://[::1]/hook",
      "https://localhost/hook",
    ]) {
      const input = subscribeSchema.parse({ slug: page!.slug, channel: "webhook", target });
      await expect(subscribe(db, input), target).rejects.toMatchObject({
        code: "invalid",
        fieldErrors: { target: ["This address cannot receive updates: use a public https:// address"] },
      });
    }
    expect(await db.select().from(statusSubscribers).where(eq(statusSubscribers.pageId, page!.id))).toEqual([]);
  });

  it("answers a draft page's subscribe form as no page", async () => {
    const [draft] = await db
      .insert(statusPages)
      .values({ name: "Draft", slug: `draft-${Date.now()}` })
      .returning();
    const input = subscribeSchema.parse({ slug: draft!.slug, channel: "email", target: "early@example.com" });
    await expect(subscribe(db, input)).rejects.toMatchObject({ code: "not_found" });
  });
});
