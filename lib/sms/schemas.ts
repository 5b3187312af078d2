/**
 * The SMS Integration Testing form (docs/spec/site-and-admin.md §2 "Admin screens" 9, §7 "POST /api/text-code
 * {message, phoneNumber}"): any text up to Twilio's 1,600 characters, from a phone number in E.164.
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";
import { SMS_BODY_MAX_LENGTH } from "./inbound-message";
import { e164PhoneNumber } from "@/lib/phones/schemas";
import { formatNumber } from "@/lib/format/number";

export const testSmsSchema = z.object({
  message: userText({ label: "Message", multiline: true, trim: false })
    .min(1, "Enter a message")
    .max(SMS_BODY_MAX_LENGTH, `A message can have at most ${formatNumber(SMS_BODY_MAX_LENGTH)} characters`),
  phoneNumber: e164PhoneNumber,
});
export type TestSmsFormValues = z.input<typeof testSmsSchema>;
