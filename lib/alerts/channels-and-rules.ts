/**
 * The alert channels and rules as the /alerts screen edits them (docs/federation-protocol.md "Alert
 * rules"), and the channels' "Send test". Functions take the database or a transaction first, then
 * validated input (lib/alerts/schemas.ts); the screen's reads are in ./queries.ts.
 */
import { eq } from "drizzle-orm";
import { completeDestination, type ChatDestinationField } from "@/lib/chat-apps/destination-input";
import {
  displayTarget,
  openDestination,
  sealDestination,
  webhookHostProblem,
  type ChatDestination,
} from "@/lib/chat-apps/destination";
import { isChatAppKind } from "@/lib/chat-apps/kinds";
import type { Database } from "@/lib/db";
import {
  alertHistory,
  alertRuleChannels,
  alertRules,
  notificationChannels,
  users,
  type NotificationChannel,
} from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { expireStatusSites } from "@/lib/cache/status-pages";
import { deliverQueued } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import type { ChannelKind, ChannelValues, RuleInput } from "./schemas";
import { alertMessage, type TestAlert } from "./message";
import { CHANNEL_MEMBER_COLUMNS, channelAddress, findChannelMember, memberAddress } from "./member-destination";

/** What each chat-app field asks for when it is blank and nothing is saved to keep. */
const MISSING_SECRET: Record<ChatDestinationField, string> = {
  webhookUrl: "Please paste the webhook URL",
  botToken: "Please enter the bot token",
  topic: "Please enter a topic",
  chatId: "Please enter a chat id",
  serverUrl: "Please enter the server's address",
  accessToken: "Please enter the access token",
};

const invalidField = (field: string, message: string) =>
  new AppError("invalid", message, { fieldErrors: { [field]: [message] } });

/** The destination sealed in `saved`, or null when there is none of `kind` or it can no longer be opened. */
function savedDestination(
  saved: Pick<NotificationChannel, "kind" | "sealedTarget"> | null,
  kind: ChannelKind,
): ChatDestination | null {
  if (!saved?.sealedTarget || saved.kind !== kind || !isChatAppKind(kind)) return null;
  try {
    return openDestination(saved.sealedTarget, kind);
  } catch {
    // Sealed under another deployment secret: the admin enters the credential again.
    return null;
  }
}

/** The columns of `notification_channels` that say where a channel sends. */
type StoredTarget = Pick<NotificationChannel, "target" | "sealedTarget" | "memberId">;

/**
 * The columns that store `input`'s target: the address as is; a team member and their address now; or
 * a chat app's shown part and sealed destination, its blank secrets kept from `saved`.
 * @throws AppError `invalid` (with the field) for a member who is gone, deactivated or (SMS) without a
 *   phone number, a webhook URL off its provider's domain, or a secret left blank with none saved.
 */
async function storedTarget(
  database: Database,
  input: ChannelValues,
  saved: Pick<NotificationChannel, "kind" | "sealedTarget"> | null,
): Promise<StoredTarget> {
  if ("memberId" in input) {
    const member = await findChannelMember(database, input.memberId);
    if (!member) throw invalidField("memberId", "This team member no longer exists");
    const address = memberAddress(input.kind, member);
    if (!address.ok) throw invalidField("memberId", `${address.reason}. Choose someone else or type an address.`);
    return { target: address.target, sealedTarget: null, memberId: member.id };
  }
  if (!("draft" in input)) return { target: input.target, sealedTarget: null, memberId: null };
  const { draft } = input;
  if ("url" in draft && draft.url) {
    const problem = webhookHostProblem(draft.kind, draft.url);
    if (problem) throw invalidField("webhookUrl", problem);
  }
  const destination = completeDestination(draft, savedDestination(saved, input.kind));
  if ("missing" in destination) throw invalidField(destination.missing, MISSING_SECRET[destination.missing]);
  return { target: displayTarget(destination), sealedTarget: sealDestination(destination), memberId: null };
}

/**
 * Adds a channel; answers its id. A chat app's credential is stored sealed, never as entered.
 * @throws AppError `invalid` as `storedTarget` does.
 */
export async function createChannel(database: Database, input: ChannelValues): Promise<number> {
  const [row] = await database
    .insert(notificationChannels)
    .values({
      name: input.name,
      kind: input.kind,
      enabled: input.enabled,
      ...(await storedTarget(database, input, null)),
    })
    .returning({ id: notificationChannels.id });
  return row!.id;
}

/**
 * Changes channel `id`; a chat app's secret left blank keeps the saved one (of the same kind).
 * @throws AppError `not_found` when it is gone, `invalid` as `storedTarget` does.
 */
export async function updateChannel(database: Database, id: number, input: ChannelValues): Promise<void> {
  const [saved] = await database
    .select({ kind: notificationChannels.kind, sealedTarget: notificationChannels.sealedTarget })
    .from(notificationChannels)
    .where(eq(notificationChannels.id, id));
  if (!saved) throw new AppError("not_found", "This channel no longer exists");
  const updated = await database
    .update(notificationChannels)
    .set({
      name: input.name,
      kind: input.kind,
      enabled: input.enabled,
      ...(await storedTarget(database, input, saved)),
    })
    .where(eq(notificationChannels.id, id))
    .returning({ id: notificationChannels.id });
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
    if (channelIds.some((id) => !known.some((k) => k.id === id)))
      throw new AppError("invalid", "A chosen channel no longer exists");
    await tx.insert(alertRuleChannels).values(channelIds.map((channelId) => ({ ruleId: rule.id, channelId })));
  });
  if (input.kind === "certificate_expiring") expireStatusSites("every-site");
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
  const [found] = await database
    .select({ channel: notificationChannels, member: CHANNEL_MEMBER_COLUMNS })
    .from(notificationChannels)
    .leftJoin(users, eq(users.id, notificationChannels.memberId))
    .where(eq(notificationChannels.id, id));
  if (!found) throw new AppError("not_found", "This channel no longer exists");
  const { channel } = found;
  const address = channelAddress(channel, found.member);
  if (!address.ok) throw new AppError("conflict", `${address.reason}: this channel sends nothing.`);
  const event: TestAlert = {
    rule: "test",
    siteId: null,
    subject: `Test alert for channel "${channel.name}"`,
    summary: "This is a test of an alert channel of Custom Portal Solutions. Nothing is wrong.",
    at: now,
  };
  const outboxMessageId = await database.transaction(async (tx) => {
    const messageId = await enqueue(
      tx,
      alertMessage(event, {
        kind: channel.kind as ChannelKind,
        target: address.target,
        sealedTarget: channel.sealedTarget,
      }),
    );
    await tx.insert(alertHistory).values({
      rule: "test",
      subject: `channel:${channel.id}`,
      title: event.subject,
      at: now,
      channelId: channel.id,
      channelKind: channel.kind,
      recipient: address.target,
      outboxMessageId: messageId,
    });
    return messageId;
  });
  const result = await deliverQueued(outboxMessageId);
  if (result?.status === "failed") return { outboxMessageId, status: "failed", error: result.error };
  return { outboxMessageId, status: result?.status ?? "pending" };
}
