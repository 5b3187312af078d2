/**
 * Project-code forms of the admin screens (docs/spec/site-and-admin.md §4 "Project code status", §5 "Generate
 * project code", "Edit project code"; §3 field sizes). Messages are the spec's where it gives them.
 */
import { z } from "zod";
import { LEAD_STATUSES } from "@/lib/leads/statuses";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { formatNumber } from "@/lib/format/number";

/** The statuses an admin can choose, in the spec's order (§4); unset is shown as `new`. A code's lead has the same ones (docs/sms.md "Leads"). */
export const PROJECT_CODE_STATUSES = LEAD_STATUSES;
export type ProjectCodeStatus = (typeof PROJECT_CODE_STATUSES)[number];

/** Longest idea or draft accepted from a form, in characters. */
export const PROJECT_IDEA_MAX_LENGTH = 20_000;

const projectIdea = userText({ label: "Project idea", multiline: true })
  .min(10, "Project idea must be at least 10 characters")
  .max(PROJECT_IDEA_MAX_LENGTH, `Project idea must be at most ${formatNumber(PROJECT_IDEA_MAX_LENGTH)} characters`);

/** Generate New Code: the idea, at least 10 characters. */
export const generateProjectCodeSchema = z.object({ projectIdea });
export type GenerateProjectCodeInput = z.input<typeof generateProjectCodeSchema>;

const optionalText = (max: number, label: string, multiline = false) =>
  userText({ label, multiline })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || null);

/** Edit Project Code: status from the list, contact fields optional, e-mail valid or empty. */
export const updateProjectCodeSchema = z.object({
  id: rowId(),
  status: z.enum(PROJECT_CODE_STATUSES, "Choose a status from the list"),
  contactName: optionalText(100, "Contact name"),
  contactEmail: userText({ label: "Contact email" })
    .max(255, "Contact email must be at most 255 characters")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address")
    .transform((v) => v || null),
  contactPhone: optionalText(30, "Contact phone"),
  notes: optionalText(5_000, "Notes", true),
});
export type UpdateProjectCodeInput = z.input<typeof updateProjectCodeSchema>;

/** Edit Draft: the whole draft text. */
export const updateProjectDraftSchema = z.object({
  id: rowId(),
  projectIdea: userText({ label: "The draft", multiline: true })
    .min(1, "The draft cannot be empty")
    .max(PROJECT_IDEA_MAX_LENGTH, `The draft must be at most ${formatNumber(PROJECT_IDEA_MAX_LENGTH)} characters`),
});

/** A code picked by id (delete). */
export const projectCodeIdSchema = z.object({ id: rowId() });
