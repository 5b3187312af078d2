/**
 * Processing of one alert event: the rule's settings, the throttle's claim, and one outbox message per
 * recipient written in the claim's transaction with its `alert_history` row; the first tries run after
 * the commit. A rule with no channel picked goes to the default recipients: the users who want alert
 * e-mails, else `ADMIN_EMAIL` (docs/decisions/auth-and-roles.md "Per-person notifications").
 */
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { alertHistory, alertRuleChannels, alertRules, notificationChannels, users } from "@/lib/db/schema";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import type { ChannelKind } from "./schemas";
import { alertMessage, type AlertDestination } from "./message";
import { notificationRecipients } from "@/lib/account/notification-settings";
import { subjectKeyOf, type AlertEvent } from "./rules";
import { claimAlert } from "./throttle";
import { CHANNEL_MEMBER_COLUMNS, channelAddress } from "./member-destination";

/**
 * Where one alert goes: a configured channel, or (`channelId` null) a default e-mail recipient. A
 * channel that follows a deactivated member (lib/alerts/member-destination.ts) is `skipped`, with why.
 */
export type AlertTarget =
  (AlertDestination & { channelId: number | null }) | { channelId: number; kind: ChannelKind; skipped: string };

/** What became of an event: sent to `sent` recipients, held back by the throttle, or its rule is off. */
export type AlertOutcome = { status: "sent"; outboxIds: number[] } | { status: "suppressed" } | { status: "disabled" };

/** The default recipients: the active users who want alert e-mails, else `ADMIN_EMAIL`. */
export async function defaultTargets(): Promise<AlertTarget[]> {
  const emails = await notificationRecipients(db, "alert-emails");
  return emails.map((target) => ({ channelId: null, kind: "email", target, sealedTarget: null }));
}

/** The enabled channels rule `ruleId` picked, or the default recipients when it picked none. */
export async function ruleTargets(ruleId: number): Promise<AlertTarget[]> {
  const picked = await db
    .select({ channel: notificationChannels, member: CHANNEL_MEMBER_COLUMNS })
    .from(alertRuleChannels)
    .innerJoin(notificationChannels, eq(notificationChannels.id, alertRuleChannels.channelId))
    .leftJoin(users, eq(users.id, notificationChannels.memberId))
    .where(eq(alertRuleChannels.ruleId, ruleId));
  if (picked.length === 0) return defaultTargets();
  return picked
    .filter(({ channel }) => channel.enabled)
    .map(({ channel, member }): AlertTarget => {
      const kind = channel.kind as ChannelKind;
      const address = channelAddress(channel, member);
      if (!address.ok) return { channelId: channel.id, kind, skipped: address.reason };
      return { channelId: channel.id, kind, target: address.target, sealedTarget: channel.sealedTarget };
    });
}

/**
 * Throttles `event` and queues its messages. `deliver` asks for a message's first try once the
 * transaction committed (after the response inside a request). Throws when the database fails.
 */
export async function processAlert(
  event: AlertEvent,
  deliver: (outboxId: number) => void = deliverAfterResponse,
): Promise<AlertOutcome> {
  const [rule] = await db.select().from(alertRules).where(eq(alertRules.kind, event.rule));
  if (!rule?.enabled) return { status: "disabled" };
  const targets = await ruleTargets(rule.id);
  const subject = subjectKeyOf(event);
  const base = { rule: event.rule, siteId: event.siteId, subject, title: event.subject, at: event.at };
  const outcome = await db.transaction(async (tx): Promise<AlertOutcome> => {
    if (!(await claimAlert(tx, { rule: event.rule, subject, at: event.at, windowMinutes: rule.throttleMinutes }))) {
      await tx.insert(alertHistory).values({ ...base, suppressed: true });
      return { status: "suppressed" };
    }
    const outboxIds: number[] = [];
    for (const target of targets) {
      if ("skipped" in target) {
        await tx
          .insert(alertHistory)
          .values({ ...base, channelId: target.channelId, channelKind: target.kind, skippedReason: target.skipped });
        continue;
      }
      const outboxMessageId = await enqueue(tx, alertMessage(event, target));
      await tx.insert(alertHistory).values({
        ...base,
        channelId: target.channelId,
        channelKind: target.kind,
        recipient: target.target,
        outboxMessageId,
      });
      outboxIds.push(outboxMessageId);
    }
    // Nobody to tell (every picked channel is off): the claim stands, and history says so.
    if (targets.length === 0) await tx.insert(alertHistory).values(base);
    return { status: "sent", outboxIds };
  });
  if (outcome.status === "sent") outcome.outboxIds.forEach((id) => deliver(id));
  return outcome;
}
