/** zod schemas of the reply boxes on a lead's timeline (docs/sms.md "Outbound replies"): one SMS, one e-mail. */
import { z } from "zod";
import { SMS_BODY_MAX_LENGTH } from "@/lib/sms/inbound-message";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { formatNumber } from "@/lib/format/number";
import { unfilledMessage, unfilledVariables } from "@/lib/sms/saved-reply-text";

/**
 * An SMS reply: Twilio takes at most 1,600 characters in one message (Message resource, `Body`).
 * `scheduledFor`, when given, is the time to send it: an instant with its offset (the form turns the
 * admin's local date and time into one before sending); empty means at once.
 */
export const smsReplySchema = z.object({
  leadId: rowId(),
  body: userText({ label: "Message", multiline: true })
    .min(1, "Write a message")
    .max(SMS_BODY_MAX_LENGTH, `A text message holds at most ${SMS_BODY_MAX_LENGTH} characters`)
    .superRefine((text, context) => {
      const unfilled = unfilledVariables(text);
      if (unfilled.length > 0) {
        context.addIssue({ code: "custom", message: unfilledMessage(unfilled) });
      }
    }),
  scheduledFor: z
    .string()
    .max(40)
    .refine((value) => value === "" || !Number.isNaN(Date.parse(value)), "Choose a date and time")
    .optional()
    .transform((value) => (value ? new Date(value) : undefined)),
});

export type SmsReplyInput = z.input<typeof smsReplySchema>;

/** Cancel a scheduled reply of a lead. */
export const cancelScheduledReplySchema = z.object({ leadId: rowId(), smsMessageId: rowId() });

/** Longest e-mail reply body, in characters: a long letter, never a pasted document. */
export const EMAIL_REPLY_MAX_LENGTH = 10_000;

/** An e-mail reply: a subject line and the text, sent in the agency's template. */
export const emailReplySchema = z.object({
  leadId: rowId(),
  subject: userText({ label: "Subject" }).min(1, "Write a subject").max(200, "Subject must be at most 200 characters"),
  body: userText({ label: "Message", multiline: true })
    .min(1, "Write a message")
    .max(EMAIL_REPLY_MAX_LENGTH, `Message must be at most ${formatNumber(EMAIL_REPLY_MAX_LENGTH)} characters`),
});

export type EmailReplyInput = z.infer<typeof emailReplySchema>;
