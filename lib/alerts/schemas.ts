/**
 * Rules of the alert screens' forms (docs/federation-protocol.md "Alert rules"), shared by the dialogs (zodResolver) and the
 * server actions in lib/alerts/actions.ts.
 */
import { z } from "zod";
import { checkChatDestination, type ChatDestinationDraft } from "@/lib/chat-apps/destination-input";
import { CHAT_APP_KINDS, isChatAppKind, type ChatAppKind } from "@/lib/chat-apps/kinds";
import { ALERT_RULE_KINDS, THROTTLE_MINUTES } from "./rules";
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from "@/lib/format/phone";
import { coercedRowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { formatNumber } from "@/lib/format/number";

/** Kinds of notification channel: the outbox's own three, and the chat apps. */
export const CHANNEL_KINDS = ["email", "sms", "webhook", ...CHAT_APP_KINDS] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** The kinds whose target is one address typed in full (an e-mail address, a phone number, a URL). */
export type AddressKind = Exclude<ChannelKind, ChatAppKind>;

/** What an address kind's target must be; the SMS number is stored in E.164. */
function checkTarget(kind: AddressKind, target: string): { ok: true; value: string } | { ok: false; message: string } {
  if (kind === "email") {
    return z.email().safeParse(target).success
      ? { ok: true, value: target.toLowerCase() }
      : { ok: false, message: "Please enter a valid e-mail address" };
  }
  if (kind === "sms") {
    const phone = normalizePhoneNumber(target);
    return phone ? { ok: true, value: phone } : { ok: false, message: INVALID_PHONE_MESSAGE };
  }
  let url: URL | null = null;
  try {
    url = new URL(target);
  } catch {
    url = null;
  }
  return url && (url.protocol === "https:" || url.protocol === "http:")
    ? { ok: true, value: url.toString() }
    : { ok: false, message: "Please enter an http(s) URL" };
}

/** A text field of the dialog; blank (or left out by a caller) is "". */
const field = (label: string, max: number) =>
  userText({ label })
    .max(max, `${label} must be ${formatNumber(max)} characters or fewer`)
    .default("");

/** A channel as the dialog holds it: the address kinds read `target`, each chat app its own fields. */
const channelForm = z.object({
  name: userText({ label: "Name" }).min(1, "Please enter a name").max(100, "Name must be 100 characters or fewer"),
  kind: z.enum(CHANNEL_KINDS, { error: "Please choose a kind" }),
  target: field("Target", 2000),
  webhookUrl: field("Webhook URL", 2000),
  botToken: field("Bot token", 200),
  chatId: field("Chat id", 100),
  serverUrl: field("Server", 500),
  topic: field("Topic", 100),
  accessToken: field("Access token", 200),
  /** An e-mail or SMS channel's team member (their id as text), or "" for the typed `target`. */
  memberId: field("Team member", 12),
  enabled: z.boolean(),
});

/** A checked channel: an address kind with its normalized target, or a chat app with its destination as entered. */
export type ChannelValues = { name: string; enabled: boolean } & (
  | { kind: AddressKind; target: string }
  | { kind: "email" | "sms"; memberId: number }
  | { kind: ChatAppKind; draft: ChatDestinationDraft }
);

/**
 * A channel's rules for adding (`requireSecrets`) or editing: an e-mail or SMS channel either follows a
 * team member (`memberId`, checked against the team by the service) or has a typed target; a typed target is normalized
 * (E.164, lower-case e-mail); a chat app's fields are checked by lib/chat-apps, a blank secret meaning
 * "keep the saved one" when editing. Refusals are added to `ctx` on their fields.
 */
function checkChannel(
  value: z.output<typeof channelForm>,
  ctx: z.RefinementCtx,
  requireSecrets: boolean,
): ChannelValues {
  const { name, enabled, kind } = value;
  if ((kind === "email" || kind === "sms") && value.memberId) {
    const memberId = Number(value.memberId);
    if (Number.isSafeInteger(memberId) && memberId > 0) return { name, enabled, kind, memberId };
    ctx.addIssue({ code: "custom", path: ["memberId"], message: "Please choose a team member from the list" });
    return z.NEVER;
  }
  if (!isChatAppKind(kind)) {
    const checked = value.target
      ? checkTarget(kind, value.target)
      : { ok: false as const, message: "Please enter where alerts go" };
    if (checked.ok) return { name, enabled, kind, target: checked.value };
    ctx.addIssue({ code: "custom", path: ["target"], message: checked.message });
    return z.NEVER;
  }
  const checked = checkChatDestination(kind, value, { requireSecrets });
  if (checked.ok) return { name, enabled, kind, draft: checked.draft };
  for (const [path, message] of Object.entries(checked.issues)) ctx.addIssue({ code: "custom", path: [path], message });
  return z.NEVER;
}

/** A new channel: every field its kind needs. */
export const channelSchema = channelForm.transform((value, ctx) => checkChannel(value, ctx, true));
/** An edited channel as the dialog checks it: a chat app's secret fields may be left blank to keep the saved ones. */
export const channelEditSchema = channelForm.transform((value, ctx) => checkChannel(value, ctx, false));
export type ChannelInput = z.input<typeof channelSchema>;

/** The edit action's input: the channel's id beside the dialog's fields, so field errors name the fields. */
export const updateChannelSchema = channelForm
  .extend({ id: coercedRowId() })
  .transform((value, ctx) => ({ id: value.id, channel: checkChannel(value, ctx, false) }));

export const channelIdSchema = z.object({ id: coercedRowId() });

const minutes = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${formatNumber(max)}`);

/** A rule's settings: on/off, its channels (none: the default recipients), its window and parameters. */
export const ruleSchema = z.object({
  kind: z.enum(ALERT_RULE_KINDS),
  enabled: z.boolean(),
  channelIds: z.array(coercedRowId()).max(50),
  throttleMinutes: minutes("Throttle window (minutes)", THROTTLE_MINUTES.min, THROTTLE_MINUTES.max),
  certificateDays: minutes("Days before expiry", 1, 365),
  spikeCount: minutes("Error count", 1, 100_000),
  spikeMinutes: minutes("Minutes", 1, 1440),
});
export type RuleInput = z.input<typeof ruleSchema>;
