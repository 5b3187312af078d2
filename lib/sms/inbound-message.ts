/**
 * The parameters of Twilio's inbound messaging webhook that this app reads
 * (https://www.twilio.com/docs/messaging/guides/webhook-request), validated once at the edge.
 * Column sizes come from `sms_messages` (docs/spec/operator-console.md §3): `From`/`To` up to 20 characters.
 * A control character (NUL included) or a lone surrogate in any of them is refused: the webhook answers
 * 400, which Twilio does not retry (docs/decisions.md "Hostile input").
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";

/** Longest body Twilio delivers (a concatenated message), in characters. */
export const SMS_BODY_MAX_LENGTH = 1_600;

/** One inbound message, in this app's names. */
export interface InboundSms {
  messageSid: string;
  accountSid?: string;
  from: string;
  to: string;
  body: string;
  /** Twilio Advanced Opt-Out's keyword class (STOP, START, HELP), when it recognised one. */
  optOutType?: string;
}

/** Twilio's form parameters → `InboundSms`. Unknown parameters are ignored. */
export const inboundSmsSchema = z
  .object({
    MessageSid: z.string().regex(/^[A-Za-z0-9]{10,64}$/, "MessageSid must be 10-64 letters or digits"),
    AccountSid: userText({ label: "AccountSid" }).max(64).optional(),
    From: userText({ label: "From" }).min(1, "From is required").max(20, "From must be at most 20 characters"),
    To: userText({ label: "To" }).min(1, "To is required").max(20, "To must be at most 20 characters"),
    Body: userText({ label: "Body", multiline: true, trim: false })
      .max(SMS_BODY_MAX_LENGTH, `Body must be at most ${SMS_BODY_MAX_LENGTH} characters`)
      .default(""),
    OptOutType: userText({ label: "OptOutType" }).max(20).optional(),
  })
  .transform((p): InboundSms => ({
    messageSid: p.MessageSid,
    accountSid: p.AccountSid,
    from: p.From,
    to: p.To,
    body: p.Body,
    optOutType: p.OptOutType,
  }));
