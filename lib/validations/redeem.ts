/**
 * Project-code redemption rules, shared by the redeem dialog and the `redeemCode` action
 * (site-and-admin.md §5 "Redeem", §9: code max 20, name min 2; messages are the spec's).
 */
import { z } from "zod";
import { CODE_MAX_LENGTH } from "./redeem-fields";

export const redeemSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: "Please enter a code", abort: true })
    .max(CODE_MAX_LENGTH, "Code too long")
    .toUpperCase(),
  name: z.string().trim().min(2, { error: "Please enter your name", abort: true }).max(100, "Name must be at most 100 characters"),
  email: z.string().trim().max(255, "Email must be at most 255 characters").pipe(z.email("Please enter a valid email address")),
  /** Free text (spec §5); kept as typed, up to the column's 30 characters. */
  phone: z.string().trim().max(30, "Phone must be at most 30 characters").optional(),
});

/** What the dialog's form holds. */
export type RedeemFormValues = z.input<typeof redeemSchema>;
/** A validated redemption request; `code` is upper-case. */
export type RedeemInput = z.output<typeof redeemSchema>;

/**
 * The `?code=` query parameter of a share link (spec §2 "Admin screens" 3: Copy Share Link): the first
 * value, trimmed and upper-cased, or undefined when absent, blank or longer than a code can be.
 */
export const codeQueryParamSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() || undefined)
  .pipe(z.string().max(CODE_MAX_LENGTH).optional())
  .catch(undefined);
