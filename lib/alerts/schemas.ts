/**
 * Rules of the alert screens' forms (docs/federation-protocol.md "Alert rules"), shared by the dialogs (zodResolver) and the
 * server actions in lib/alerts/actions.ts.
 */
import { z } from "zod";
import { ALERT_RULE_KINDS, THROTTLE_MINUTES } from "./rules";
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from "@/lib/format/phone";
import { coercedRowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { formatNumber } from "@/lib/format/number";

/** Kinds of notification channel. */
export const CHANNEL_KINDS = ["email", "sms", "webhook"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** What a channel's target must be, by kind; the SMS number is stored in E.164. */
function checkTarget(kind: ChannelKind, target: string): { ok: true; value: string } | { ok: false; message: string } {
  if (kind === "email") {
    return z.email().safeParse(target).success ? { ok: true, value: target.toLowerCase() } : { ok: false, message: "Please enter a valid e-mail address" };
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

/** A channel as the dialog sends it: a name, a kind and its target; the target normalized (E.164, lower-case e-mail). */
export const channelSchema = z
  .object({
    name: userText({ label: "Name" }).min(1, "Please enter a name").max(100, "Name must be 100 characters or fewer"),
    kind: z.enum(CHANNEL_KINDS, { error: "Please choose a kind" }),
    target: userText({ label: "Target" }).min(1, "Please enter where alerts go").max(2000, "Target must be 2,000 characters or fewer"),
    enabled: z.boolean(),
  })
  .transform((value, ctx) => {
    const checked = checkTarget(value.kind, value.target);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", path: ["target"], message: checked.message });
      return z.NEVER;
    }
    return { ...value, target: checked.value };
  });
export type ChannelInput = z.input<typeof channelSchema>;

/** A channel's edit: its id beside the same fields as an add, so field errors land on the dialog's fields. */
export const updateChannelSchema = z.object({ id: coercedRowId() }).and(channelSchema);

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
