/**
 * Project-code redemption rules, shared by the redeem dialog and the `redeemCode` action
 * (docs/spec/site-and-admin.md §5 "Redeem", §9: code max 20, name min 2; messages are the spec's).
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";
import { CODE_MAX_LENGTH } from "./redeem-fields";

export const redeemSchema = z.object({
  code: userText({ label: "Code" })
    .min(1, { error: "Please enter a code", abort: true })
    .max(CODE_MAX_LENGTH, "Code too long")
    .toUpperCase(),
  name: userText({ label: "Name" })
    .min(2, { error: "Please enter your name", abort: true })
    .max(100, "Name must be at most 100 characters"),
  email: userText({ label: "Email" })
    .max(255, "Email must be at most 255 characters")
    .pipe(z.email("Please enter a valid email address")),
  /** Free text (spec §5); kept as typed, up to the column's 30 characters. */
  phone: userText({ label: "Phone" }).max(30, "Phone must be at most 30 characters").optional(),
});

/** What the dialog's form holds. */
export type RedeemFormValues = z.input<typeof redeemSchema>;
/** A validated redemption request; `code` is upper-case. */
export type RedeemInput = z.output<typeof redeemSchema>;
