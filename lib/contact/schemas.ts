/**
 * The contact form's rules, shared by the form (zodResolver) and the `submitContact` action
 * (docs/spec/site-and-admin.md §2 "Landing sections", §5: firstName, lastName, email, projectType and message
 * required, company optional). The spec gives no exact messages; these are ours.
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";
import { CONTACT_LIMITS, PROJECT_TYPES } from "./fields";

/** A required, trimmed text field: "required" only when empty, so one message shows at a time. */
function requiredText(label: string, required: string, max: number, tooLong: string) {
  return userText({ label }).min(1, { error: required, abort: true }).max(max, tooLong);
}

export const contactSchema = z.object({
  firstName: requiredText(
    "First name",
    "First name is required",
    CONTACT_LIMITS.name,
    "First name must be at most 100 characters",
  ),
  lastName: requiredText(
    "Last name",
    "Last name is required",
    CONTACT_LIMITS.name,
    "Last name must be at most 100 characters",
  ),
  email: requiredText("Email", "Email is required", CONTACT_LIMITS.email, "Email must be at most 255 characters").pipe(
    z.email("Please enter a valid email address"),
  ),
  company: userText({ label: "Company" })
    .max(CONTACT_LIMITS.company, "Company must be at most 200 characters")
    .optional(),
  projectType: z.enum(PROJECT_TYPES, { error: "Please choose a project type" }),
  message: userText({ label: "Message", multiline: true })
    .min(1, { error: "Message is required", abort: true })
    .min(CONTACT_LIMITS.messageMin, "Message must be at least 10 characters")
    .max(CONTACT_LIMITS.message, "Message must be at most 5000 characters"),
  /** Honeypot: hidden from people, so only bots fill it; a filled one is accepted and discarded. */
  website: userText({ label: "Website", trim: false }).max(2000).optional(),
});

/** What the form holds while editing (projectType starts empty until chosen). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** A validated contact request. */
export type ContactInput = z.output<typeof contactSchema>;
