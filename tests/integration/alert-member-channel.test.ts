/**
 * Alert channels that follow a team member (docs/decisions/federation-and-health.md "Alert channels that follow a team
 * member"): an e-mail channel sends to the member's e-mail and an SMS channel to the phone number of
 * their profile, read at each alert, so a changed address is followed; a deactivated member's channel
 * sends nothing and says why, in the history and on the channel.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChannel, sendTestAlert, updateRule } from "@/lib/alerts/channels-and-rules";
import { processAlert } from "@/lib/alerts/process";
import { listChannels } from "@/lib/alerts/queries";
import { channelSchema } from "@/lib/alerts/schemas";
import { db } from "@/lib/db";
import { alertHistory, notificationChannels, outboxMessages, users, type FederatedSite } from "@/lib/db/schema";
import { insertSite } from "../support/federation";
import { createTestUser, deleteTestUsers, type TestUser } from "../support/users";

const created: TestUser[] = [];
let site: FederatedSite;
let member: TestUser;
let emailChannel: number;
let smsChannel: number;
const t0 = new Date("2026-04-06T09:00:00Z");
const hours = (n: number) => new Date(t0.getTime() + n * 3_600_000);

/** Raises a failed sync of the site at `at`; answers the outbox recipients and skip reasons of that alert. */
async function raise(at: Date) {
  const subjectKey = `member-channel:${randomBytes(4).toString("hex")}`;
  const noDelivery = () => undefined;
  await processAlert(
    { rule: "sync_failed", siteId: site.id, subject: "Sync failed", summary: "Twice in a row.", at, subjectKey },
    noDelivery,
  );
  const rows = await db
    .select({
      recipient: outboxMessages.recipient,
      channel: outboxMessages.channel,
      skipped: alertHistory.skippedReason,
    })
    .from(alertHistory)
    .leftJoin(outboxMessages, eq(outboxMessages.id, alertHistory.outboxMessageId))
    .where(and(eq(alertHistory.subject, subjectKey), isNotNull(alertHistory.channelId)));
  return rows.sort((a, b) => (a.channel ?? "").localeCompare(b.channel ?? ""));
}

beforeAll(async () => {
  site = await insertSite(db, { siteUrl: `https://member-${randomBytes(4).toString("hex")}.example.test` });
  member = await createTestUser(db, "alert-member", "staff");
  created.push(member);
  await db
    .update(users)
    .set({ firstName: "Ada", lastName: "Byron", phoneNumber: "5551234567" })
    .where(eq(users.id, member.id));
  // The dialog sends the member's id as text; the schema turns it into a channel that follows them.
  const form = {
    name: "Ada by e-mail",
    kind: "email",
    target: "",
    memberId: String(member.id),
    enabled: true,
  } as const;
  emailChannel = await createChannel(db, channelSchema.parse(form));
  smsChannel = await createChannel(db, channelSchema.parse({ ...form, name: "Ada by SMS", kind: "sms" }));
  await updateRule(db, {
    kind: "sync_failed",
    enabled: true,
    channelIds: [emailChannel, smsChannel],
    throttleMinutes: 30,
    certificateDays: 14,
    spikeCount: 10,
    spikeMinutes: 10,
  });
});

afterAll(async () => {
  await db.delete(notificationChannels).where(eq(notificationChannels.id, emailChannel));
  await db.delete(notificationChannels).where(eq(notificationChannels.id, smsChannel));
  await deleteTestUsers(db, created);
});

describe("a channel that follows a team member", () => {
  it("sends to the member's e-mail and phone, and follows a changed e-mail", async () => {
    expect(await raise(t0)).toEqual([
      { channel: "email", recipient: member.email, skipped: null },
      { channel: "sms", recipient: "+15551234567", skipped: null },
    ]);
    const moved = `moved-${member.email}`;
    await db.update(users).set({ email: moved }).where(eq(users.id, member.id));
    expect((await raise(hours(1)))[0]).toEqual({ channel: "email", recipient: moved, skipped: null });
    const shown = (await listChannels()).find((c) => c.id === emailChannel);
    expect(shown).toMatchObject({ memberName: "Ada Byron", target: moved, skippedReason: null });
  });

  it("sends nothing while the member is deactivated, and says why in the history and on the channel", async () => {
    await db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    try {
      expect(await raise(hours(2))).toEqual([
        { channel: null, recipient: null, skipped: "Ada Byron is deactivated" },
        { channel: null, recipient: null, skipped: "Ada Byron is deactivated" },
      ]);
      const shown = (await listChannels()).find((c) => c.id === smsChannel);
      expect(shown).toMatchObject({ memberName: "Ada Byron", skippedReason: "Ada Byron is deactivated" });
      await expect(sendTestAlert(db, emailChannel)).rejects.toMatchObject({
        code: "conflict",
        message: "Ada Byron is deactivated: this channel sends nothing.",
      });
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.id, member.id));
    }
  });

  it("refuses an SMS channel for a member without a phone number, on the member field", async () => {
    const quiet = await createTestUser(db, "alert-member", "viewer");
    created.push(quiet);
    const input = channelSchema.parse({
      name: "No phone",
      kind: "sms",
      target: "",
      memberId: String(quiet.id),
      enabled: true,
    });
    await expect(createChannel(db, input)).rejects.toMatchObject({
      code: "invalid",
      fieldErrors: {
        memberId: [`${quiet.username} has no phone number in their profile. Choose someone else or type an address.`],
      },
    });
  });
});
