/**
 * The alert channels and rules as the /alerts screen reads and edits them (issue 15 "Alerts"), and the
 * channels' "Send test". Functions take validated input (lib/alerts/schemas.ts).
 */
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { alertHistory, alertRuleChannels, alertRules, notificationChannels, type AlertRule, type NotificationChannel } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { deliverQueued } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import type { ChannelInput, ChannelKind, RuleInput } from "./schemas";
import { alertMessage, type TestAlert } from "./message";
import { ALERT_RULE_KINDS } from "./rules";

/** A rule with the ids of its channels. */
export type RuleWithChannels = AlertRule & { channelIds: number[] };

/** Every channel, in creation order. */
export function listChannels(): Promise<NotificationChannel[]> {
  return db.select().from(notificationChannels).orderBy(asc(notificationChannels.id));
}

/** Every rule in the order of `ALERT_RULE_KINDS`, with its channels. */
export async function listRules(): Promise<RuleWithChannels[]> {
  const [rules, links] = await Promise.all([db.select().from(alertRules), db.select().from(alertRuleChannels)]);
  return rules
    .map((rule) => ({ ...rule, channelIds: links.filter((l) => l.ruleId === rule.id).map((l) => l.channelId) }))
    .sort((a, b) => ALERT_RULE_KINDS.indexOf(a.kind as never) - ALERT_RULE_KINDS.indexOf(b.kind as never));
}

/** Adds a channel; answers its id. */
export async function createChannel(input: Required<ChannelInput>): Promise<number> {
  const [row] = await db.insert(notificationChannels).values(input).returning({ id: notificationChannels.id });
  return row!.id;
}

/** Changes channel `id`. @throws AppError `not_found` when it is gone. */
export async function updateChannel(id: number, input: Required<ChannelInput>): Promise<void> {
  const updated = await db.update(notificationChannels).set(input).where(eq(notificationChannels.id, id)).returning({ id: notificationChannels.id });
  if (updated.length === 0) throw new AppError("not_found", "This channel no longer exists");
}

/** Deletes channel `id` (its rules stop sending to it; its history rows stay). */
export async function deleteChannel(id: number): Promise<void> {
  await db.delete(notificationChannels).where(eq(notificationChannels.id, id));
}

/**
 * Stores rule `input.kind`'s settings and channels in one transaction.
 * @throws AppError `invalid` when a picked channel does not exist.
 */
export async function updateRule(input: RuleInput & { channelIds: number[] }): Promise<void> {
  await db.transaction(async (tx) => {
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
export async function sendTestAlert(id: number, now: Date = new Date()): Promise<TestSendResult> {
  const [channel] = await db.select().from(notificationChannels).where(eq(notificationChannels.id, id));
  if (!channel) throw new AppError("not_found", "This channel no longer exists");
  const event: TestAlert = {
    rule: "test",
    siteId: null,
    subject: `Test alert for channel "${channel.name}"`,
    summary: "This is a test of an alert channel of Custom Portal Solutions. Nothing is wrong.",
    at: now,
  };
  const outboxMessageId = await db.transaction(async (tx) => {
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
