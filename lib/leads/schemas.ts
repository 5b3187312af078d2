/**
 * The lead screens' inputs (docs/sms.md "Leads"): status, owner note and follow-up date, contact details, merge and split. Shared by
 * the forms (zodResolver) and the actions in lib/leads/actions.ts.
 */
import { z } from "zod";
import { LEAD_STATUSES } from "./statuses";
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from "@/lib/format/phone";
import { isCalendarDate } from "@/lib/input/calendar-date";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { formatNumber } from "@/lib/format/number";

/** Longest owner note, in characters. */
export const OWNER_NOTE_MAX_LENGTH = 5_000;

export const leadStatusSchema = z.object({
  id: rowId(),
  status: z.enum(LEAD_STATUSES, "Choose a status from the list"),
});

/** Assign a lead to a team member (an active owner or staff member), or `null` to unassign it. */
export const leadAssignSchema = z.object({
  id: rowId(),
  assignedTo: rowId("Choose a team member from the list").nullable(),
});

/** A calendar date as the date input gives it (`YYYY-MM-DD`), or "" for none. */
const followUpDate = z
  .string()
  .refine((v) => v === "" || isCalendarDate(v), "Enter a date such as 2026-12-01")
  .transform((v) => v || null);

export const leadDetailsSchema = z.object({
  id: rowId(),
  ownerNote: userText({ label: "Owner note", multiline: true }).max(
    OWNER_NOTE_MAX_LENGTH,
    `The note must be at most ${formatNumber(OWNER_NOTE_MAX_LENGTH)} characters`,
  ),
  nextFollowUpOn: followUpDate,
});
export type LeadDetailsInput = z.input<typeof leadDetailsSchema>;

/** Longest name, e-mail and typed phone number, in characters (the `leads` columns; E.164 is at most 16). */
export const LEAD_CONTACT_LIMITS = { name: 100, email: 255, phone: 30 } as const;

/**
 * Edit contact details: each field trimmed, "" clears it (null). The phone becomes E.164 (lib/format/phone.ts,
 * read as a US number without a country code), the e-mail lower-cased like every lead's (docs/sms.md "Leads").
 */
export const leadContactSchema = z.object({
  id: rowId(),
  name: userText({ label: "Name" })
    .max(LEAD_CONTACT_LIMITS.name, `The name must be at most ${LEAD_CONTACT_LIMITS.name} characters`)
    .transform((v) => v || null),
  phone: userText({ label: "Phone number" })
    .max(LEAD_CONTACT_LIMITS.phone, "Phone number is too long")
    .transform((value, ctx) => {
      if (value === "") return null;
      const e164 = normalizePhoneNumber(value);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
        return z.NEVER;
      }
      return e164;
    }),
  email: userText({ label: "E-mail" })
    .max(LEAD_CONTACT_LIMITS.email, `The e-mail address must be at most ${LEAD_CONTACT_LIMITS.email} characters`)
    .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address, e.g. ann@example.com")]))
    .transform((v) => v.toLowerCase() || null),
});
export type LeadContactInput = z.input<typeof leadContactSchema>;

export const mergeLeadSchema = z
  .object({
    id: rowId(),
    otherId: rowId("Enter the number of another lead"),
  })
  .refine((v) => v.id !== v.otherId, { path: ["otherId"], error: "Choose another lead than this one" });
export type MergeLeadInput = z.input<typeof mergeLeadSchema>;

const ids = z.array(rowId()).max(500);

export const splitLeadSchema = z.object({
  id: rowId(),
  smsMessageIds: ids,
  contactRequestIds: ids,
  projectCodeIds: ids,
  movePhone: z.boolean(),
  moveEmail: z.boolean(),
});
export type SplitLeadInput = z.input<typeof splitLeadSchema>;
