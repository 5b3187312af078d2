/**
 * The alert channels and rules as the /alerts screen edits them (docs/federation-protocol.md "Alert
 * rules"), and the channels' "Send test". Functions take the database or a transaction first, then
 * validated input (lib/alerts/schemas.ts); the screen's reads are in ./queries.ts.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { alertHistory, alertRuleChannels, alertRules, notificationChannels } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { deliverQueued } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import type { ChannelInput, ChannelKind, RuleInput } from "./schemas";
import { alertMessage, type TestAlert } from "./message";

/** Adds a channel; answers its id. */
export async function createChannel(database: Database, input: Required<ChannelInput>): Promise<number> {
  const [row] = await database.insert(notificationChannels).values(input).returning({ id: notificationChannels.id });
  return row!.id;
}

/** Changes channel `id`. @throws AppError `not_found` when it is gone. */
export async function updateChannel(database: Database, id: number, input: Required<ChannelInput>): Promise<void> {
  const updated = await database.update(notificationChannels).set(input).where(eq(notificationChannels.id, id)).returning({ id: notificationChannels.id });
  if (updated.length === 0) throw new AppError("not_found", "This channel no longer exists");
}

/** Deletes channel `id` (its rules stop sending to it; its history rows stay). */
export async function deleteChannel(database: Database, id: number): Promise<void> {
  await database.delete(notificationChannels).where(eq(notificationChannels.id, id));
}

/**
 * Stores rule `input.kind`'s settings and channels in one transaction.
 * @throws AppError `invalid` when a picked channel does not exist.
 */
export async function updateRule(database: Database, input: RuleInput & { channelIds: number[] }): Promise<void> {
  await database.transaction(async (tx) => {
    const [rule] = await tx
      .update(alertRules)
      .set({
        enabled: input.enabled,
        throttleMinutes: Number(input.throttleMinutes),
        certificateDays: Number(input.certificateDays),
        spikeCount: Number(input.spikeCount),
        spikeMinutes: Number(input.spikeMinutes),
      })
      .where(eq(alertRules.kind, input.kind))
      .returning({ id: alertRules.id });
    if (!rule) throw new AppError("not_found", "This rule no longer exists");
    // The certificate rule's days decide when a site's certificate lowers its health (lib/site-health).
    if (input.kind === "certificate_expiring") await publishChange(tx, liveTopic("sites"));
    await tx.delete(alertRuleChannels).where(eq(alertRuleChannels.ruleId, rule.id));
    const channelIds = [...new Set(input.channelIds)];
    if (channelIds.length === 0) return;
    const known = await tx.select({ id: notificationChannels.id }).from(notificationChannels);
    if (channelIds.some((id) => !known.some((k) => k.id === id))) throw new AppError("invalid", "A chosen channel no longer exists");
    await tx.insert(alertRuleChannels).values(channelIds.map((channelId) => ({ ruleId: rule.id, channelId })));
  });
}

/** What became of a test message: its outbox id and status after the first try. */
export interface TestSendResult {
  outboxMessageId: number;
  status: "sent" | "failed" | "unsent" | "pending";
  error?: string;
}

/**
 * Sends a test alert to channel `id` through the outbox (recorded in the history under rule `test`)
 * and waits for its first try, so the screen can say whether the provider took it.
 * @throws AppError `not_found` when the channel is gone.
 */
export async function sendTestAlert(database: Database, id: number, now: Date = new Date()): Promise<TestSendResult> {
  const [channel] = await database.select().from(notificationChannels).where(eq(notificationChannels.id, id));
  if (!channel) throw new AppError("not_found", "This channel no longer exists");
  const event: TestAlert = {
    rule: "test",
    siteId: null,
    subject: `Test alert for channel "${channel.name}"`,
    summary: "This is a test of an alert channel of Custom Portal Solutions. Nothing is wrong.",
    at: now,
  };
  const outboxMessageId = await database.transaction(async (tx) => {
    const messageId = await enqueue(tx, alertMessage(event, channel.kind as ChannelKind, channel.target));
    await tx.insert(alertHistory).values({
      rule: "test",
      subject: `channel:${channel.id}`,
      title: event.subject,
      at: now,
      channelId: channel.id,
      channelKind: channel.kind,
      recipient: channel.target,
      outboxMessageId: messageId,
    });
    return messageId;
  });
  const result = await deliverQueued(outboxMessageId);
  if (result?.status === "failed") return { outboxMessageId, status: "failed", error: result.error };
  return { outboxMessageId, status: result?.status ?? "pending" };
}
