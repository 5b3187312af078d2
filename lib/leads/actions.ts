"use server";
/**
 * Admin actions on leads (docs/sms.md "Leads"): status, assignment, owner note and follow-up date, contact details, merge and split. Thin:
 * validate, run the service in lib/leads in one transaction, revalidate the inbox and the timelines.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import {
  leadAssignSchema,
  leadContactSchema,
  leadDetailsSchema,
  leadStatusSchema,
  mergeLeadSchema,
  splitLeadSchema,
} from "./schemas";
import { setLeadStatus, updateLeadDetails } from "./update-lead";
import { editLeadContact } from "./contact-details";
import { assignLead } from "./assign-lead";
import { mergeLeads, splitLead } from "./merge";

function revalidateLeads() {
  revalidatePath("/leads", "layout");
  revalidatePath("/dashboard");
  revalidatePath("/project-codes");
  revalidatePath("/code-management");
}

/** Sets a lead's status (and its codes'). */
export const updateLeadStatusAction = adminAction(
  "leads.status",
  leadStatusSchema,
  async ({ id, status }, { user }) => {
    const changed = await db.transaction((tx) => setLeadStatus(tx, id, status, user.username));
    revalidateLeads();
    return { changed };
  },
);

/** Assigns the lead to a team member, or unassigns it (`assignedTo: null`). */
export const assignLeadAction = adminAction("leads.assign", leadAssignSchema, async ({ id, assignedTo }, { user }) => {
  const changed = await db.transaction((tx) => assignLead(tx, id, assignedTo, user.username));
  revalidateLeads();
  return { changed };
});

/** Saves the owner note and next follow-up date. */
export const updateLeadDetailsAction = adminAction(
  "leads.details",
  leadDetailsSchema,
  async ({ id, ...details }, { user }) => {
    await db.transaction((tx) => updateLeadDetails(tx, id, details, user.username));
    revalidateLeads();
    return { id };
  },
);

/**
 * Saves the name, phone and e-mail. A phone or e-mail another lead holds answers `conflict` with
 * `details.otherLeadId`, for the dialog's "Open" and "Merge" buttons.
 */
export const updateLeadContactAction = adminAction(
  "leads.contact",
  leadContactSchema,
  async ({ id, ...contact }, { user }) => {
    const changed = await db.transaction((tx) => editLeadContact(tx, id, contact, user.username));
    revalidateLeads();
    return { changed };
  },
);

/** Merges another lead into this one (the older id stays). Returns the surviving id. */
export const mergeLeadAction = adminAction("leads.merge", mergeLeadSchema, async ({ id, otherId }, { user }) => {
  const keptId = await db.transaction((tx) =>
    mergeLeads(tx, [id, otherId], { actor: user.username, reason: `merged by ${user.username}` }),
  );
  revalidateLeads();
  return { keptId };
});

/** Moves the chosen items to a new lead. Returns the new lead's id. */
export const splitLeadAction = adminAction("leads.split", splitLeadSchema, async ({ id, ...items }, { user }) => {
  const newId = await db.transaction((tx) => splitLead(tx, id, items, user.username));
  revalidateLeads();
  return { newId };
});
