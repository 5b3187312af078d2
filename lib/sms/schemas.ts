/**
 * The SMS Integration Testing form (docs/spec/site-and-admin.md §2 "Admin screens" 9, §7 "POST /api/text-code
 * {message, phoneNumber}"): any text up to Twilio's 1,600 characters, from a phone number in E.164.
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";
import { SMS_BODY_MAX_LENGTH } from "./inbound-message";
import { e164PhoneNumber } from "@/lib/phones/schemas";
import { formatNumber } from "@/lib/format/number";
import { rowId } from "@/lib/input/row-id";

export const testSmsSchema = z.object({
  message: userText({ label: "Message", multiline: true, trim: false })
    .min(1, "Enter a message")
    .max(SMS_BODY_MAX_LENGTH, `A message can have at most ${formatNumber(SMS_BODY_MAX_LENGTH)} characters`),
  phoneNumber: e164PhoneNumber,
});
export type TestSmsFormValues = z.input<typeof testSmsSchema>;

/** Longest saved reply, in characters: one SMS of Twilio's 1,600 before its variables are filled. */
export const SAVED_REPLY_MAX_LENGTH = 1_000;

/** A saved reply as its dialog sends it: the name the `/` menu shows, and the text with its variables. */
export const savedReplySchema = z.object({
  name: userText({ label: "Name" }).min(1, "Enter a name").max(60, "Name must be 60 characters or fewer"),
  body: userText({ label: "Text", multiline: true })
    .min(1, "Enter the text")
    .max(SAVED_REPLY_MAX_LENGTH, `Text must be ${formatNumber(SAVED_REPLY_MAX_LENGTH)} characters or fewer`),
});
export type SavedReplyInput = z.input<typeof savedReplySchema>;

export const updateSavedReplySchema = savedReplySchema.extend({ id: rowId() });

export const savedReplyIdSchema = z.object({ id: rowId() });

/** A number as typed in a form, to ask whether it opted out. */
export const optOutStatusSchema = z.object({ phone: z.string().max(40) });
