/**
 * The parameters of Twilio's inbound messaging webhook that this app reads
 * (https://www.twilio.com/docs/messaging/guides/webhook-request), validated once at the edge: the message,
 * Advanced Opt-Out's `OptOutType`, and an MMS's `NumMedia`, `MediaUrl{N}` and `MediaContentType{N}`.
 * Column sizes come from `sms_messages` (docs/spec/operator-console.md §3): `From`/`To` up to 20 characters.
 * A control character (NUL included) or a lone surrogate in any of them is refused: the webhook answers
 * 400, which Twilio does not retry (docs/decisions/http-and-input.md "Hostile input").
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";

/** Longest body Twilio delivers (a concatenated message), in characters. */
export const SMS_BODY_MAX_LENGTH = 1_600;

/** Most media Twilio attaches to one message (`NumMedia` 0–10, `MediaUrl0`…`MediaUrl9`). */
export const SMS_MEDIA_MAX_COUNT = 10;

/** One attached photo or file of an MMS: Twilio's `MediaUrl{N}` and `MediaContentType{N}`. */
export interface InboundMedia {
  url: string;
  contentType: string;
}

/** One inbound message, in this app's names. */
export interface InboundSms {
  messageSid: string;
  accountSid?: string;
  from: string;
  to: string;
  body: string;
  /** Twilio Advanced Opt-Out's keyword class (STOP, START, HELP), when it recognised one. */
  optOutType?: string;
  /** An MMS's media, in Twilio's order (docs/sms.md "Photos"); none for a plain SMS. */
  media?: InboundMedia[];
}

/**
 * A media URL as Twilio gives it (https in production): an http(s) URL of at most 2,048 characters. The
 * fetch goes through the SSRF guard whatever it names (lib/sms/fetch-media.ts).
 */
const mediaUrl = userText({ label: "MediaUrl" })
  .max(2048)
  .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), "MediaUrl must be an http(s) URL");

/** `MediaUrl0`…`MediaUrl9` and `MediaContentType0`…`MediaContentType9`, each optional. */
const mediaParams = Object.fromEntries(
  Array.from({ length: SMS_MEDIA_MAX_COUNT }, (_, n) => [
    [`MediaUrl${n}`, mediaUrl.optional()],
    [`MediaContentType${n}`, userText({ label: "MediaContentType" }).max(100).optional()],
  ]).flat(),
) as Record<`MediaUrl${number}` | `MediaContentType${number}`, z.ZodOptional<z.ZodType<string>>>;

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
    NumMedia: z
      .string()
      .regex(/^\d{1,2}$/, "NumMedia must be a number")
      .refine((n) => Number(n) <= SMS_MEDIA_MAX_COUNT, `NumMedia must be at most ${SMS_MEDIA_MAX_COUNT}`)
      .optional(),
    ...mediaParams,
  })
  .transform((p): InboundSms => {
    const params = p as Record<string, string | undefined>;
    const media = Array.from({ length: Number(p.NumMedia ?? 0) }, (_, n) => ({
      url: params[`MediaUrl${n}`],
      contentType: params[`MediaContentType${n}`] || "application/octet-stream",
    })).filter((item): item is InboundMedia => item.url !== undefined);
    return {
      messageSid: p.MessageSid,
      accountSid: p.AccountSid,
      from: p.From,
      to: p.To,
      body: p.Body,
      optOutType: p.OptOutType,
      ...(media.length > 0 ? { media } : {}),
    };
  });
