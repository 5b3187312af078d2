/**
 * The Add/Edit Authorized Phone dialog (docs/spec/site-and-admin.md §2 "Admin screens" 4, §3 "Authorized phone":
 * phoneNumber max 20 and unique, ownerName max 100, description optional). Numbers are stored in E.164
 * so they match Twilio's `From` exactly.
 */
import { z } from "zod";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from "@/lib/format/phone";

/** A phone number as typed, normalized to E.164; refused when it cannot be one. */
export const e164PhoneNumber = userText({ label: "Phone number" })
  .min(1, "Phone number is required")
  .max(30, "Phone number is too long")
  .transform((value, ctx) => {
    const e164 = normalizePhoneNumber(value);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

const ownerName = userText({ label: "Owner name" })
  .min(1, "Owner name is required")
  .max(100, "Owner name must be at most 100 characters");
const description = userText({ label: "Description", multiline: true })
  .max(500, "Description must be at most 500 characters")
  .transform((v) => v || null);

/** The Add Authorized Phone dialog: the number in any typed form (stored as E.164), its owner and a note. */
export const createAuthorizedPhoneSchema = z.object({ phoneNumber: e164PhoneNumber, ownerName, description });
export type AuthorizedPhoneFormValues = z.input<typeof createAuthorizedPhoneSchema>;

/** Edit Authorized Phone: the number is locked, so only the owner and description change. */
export const updateAuthorizedPhoneSchema = z.object({ id: rowId(), ownerName, description });

/** The Status switch: an inactive number's `CODE;Description` is treated as an idea. */
export const setAuthorizedPhoneActiveSchema = z.object({ id: rowId(), isActive: z.boolean() });

/** A phone picked by id (delete). */
export const authorizedPhoneIdSchema = z.object({ id: rowId() });
