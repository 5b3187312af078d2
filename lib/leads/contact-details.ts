/**
 * An admin edits a lead's name, phone and e-mail (docs/sms.md "Leads"). A phone or e-mail is
 * one person's: when another lead holds it, the edit is refused as a conflict naming that lead, so the
 * screen can open it or merge the two (lib/leads/merge.ts) instead.
 *
 * Concurrency: the edit takes the advisory lock of each identity it claims (lib/leads/identity.ts), like
 * every attachment, so it never races a texted idea or a redemption claiming the same one; and the unique
 * indexes on `leads.phone` / `leads.email` decide between two edits (or a merge or split, which take no
 * identity lock): the loser's update fails with unique_violation (23505) inside a savepoint and is
 * answered as the same conflict, never a 500.
 */
import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leadEvents, leads, type Lead } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import { formatPhoneNumber, INVALID_PHONE_MESSAGE } from "@/lib/format/phone";
import { leadTitle } from "./labels";
import { identityKey, leadEmail, leadPhone, lockIdentities } from "./identity";
import { publishLeadChange } from "./publish-change";

/** A lead's contact details as the admin leaves them; null clears a field. */
export interface LeadContact {
  name: string | null;
  /** Any form libphonenumber-js reads (stored as E.164), or null. */
  phone: string | null;
  /** Stored lower-cased, or null. */
  email: string | null;
}

/** The lead's contact details before and after an edit (stored forms), each field only when it changed. */
type Change = { field: "name" | "phone" | "email"; from: string | null; to: string | null };

const LABELS: Record<Change["field"], string> = { name: "Name", phone: "Phone", email: "E-mail" };

function shown(change: Change, value: string | null): string {
  if (value === null) return "none";
  return change.field === "phone" ? formatPhoneNumber(value) : value;
}

/** The `contact-details` event's text: "Phone: none → +1 (555) 123-4567. E-mail: a@x.com → b@x.com." */
function describeChanges(changes: Change[]): string {
  return changes.map((c) => `${LABELS[c.field]}: ${shown(c, c.from)} → ${shown(c, c.to)}.`).join(" ");
}

/**
 * The conflict for the identities `claimed` that another lead holds: its message names that lead, its
 * field errors sit on the phone and/or e-mail field, its details carry the lead's id (`otherLeadId`) for
 * the screen's "Open" and "Merge" buttons.
 */
async function identityConflict(
  tx: Database,
  leadId: number,
  claimed: { phone: string | null; email: string | null },
): Promise<AppError> {
  const holders: SQL[] = [];
  if (claimed.phone) holders.push(eq(leads.phone, claimed.phone));
  if (claimed.email) holders.push(eq(leads.email, claimed.email));
  const others = await tx
    .select({ id: leads.id, name: leads.name, phone: leads.phone, email: leads.email })
    .from(leads)
    .where(and(ne(leads.id, leadId), or(...holders)))
    .orderBy(leads.id);
  const other = others[0];
  if (!other)
    return new AppError(
      "conflict",
      "Another change to these contact details was saved at the same time. Reload the page and try again.",
    );
  const fieldErrors: Record<string, string[]> = {};
  const messages: string[] = [];
  for (const o of others) {
    const who = `lead #${o.id} (${leadTitle(o)})`;
    if (claimed.phone && o.phone === claimed.phone) {
      const text = `${formatPhoneNumber(claimed.phone)} already belongs to ${who}.`;
      fieldErrors.phone = [text];
      messages.push(text);
    }
    if (claimed.email && o.email === claimed.email) {
      const text = `${claimed.email} already belongs to ${who}.`;
      fieldErrors.email = [text];
      messages.push(text);
    }
  }
  return new AppError("conflict", `${messages.join(" ")} Open that lead, or merge the two.`, {
    fieldErrors,
    details: { otherLeadId: other.id },
  });
}

/**
 * Saves a lead's name, phone (E.164) and e-mail (lower-cased) and records what changed as a
 * `contact-details` event on its timeline (an unchanged edit records nothing). Clearing both phone and
 * e-mail is allowed: a lead may have neither, as a split can already leave one (docs/decisions/sms-and-conversations.md
 * "Editing a lead's contact details"). The lead's project codes keep their own contact fields.
 * @returns true when something changed.
 * @throws AppError `not_found` when the lead is gone; `invalid` when the phone is not a number;
 * `conflict` (with `details.otherLeadId`) when another lead holds the phone or e-mail.
 */
export async function editLeadContact(
  tx: Database,
  leadId: number,
  contact: LeadContact,
  actor: string | null,
): Promise<boolean> {
  const phone = contact.phone === null ? null : leadPhone(contact.phone);
  if (contact.phone !== null && !phone)
    throw new AppError("invalid", INVALID_PHONE_MESSAGE, { fieldErrors: { phone: [INVALID_PHONE_MESSAGE] } });
  const email = contact.email === null ? null : leadEmail(contact.email) || null;
  const name = contact.name?.trim() || null;

  await lockIdentities(tx, [
    ...(phone ? [identityKey("phone", phone)] : []),
    ...(email ? [identityKey("email", email)] : []),
  ]);
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  if (!lead) throw new AppError("not_found", "This lead no longer exists.");

  const next: Pick<Lead, Change["field"]> = { name, phone, email };
  const changes: Change[] = (["name", "phone", "email"] as const)
    .filter((field) => lead[field] !== next[field])
    .map((field) => ({ field, from: lead[field], to: next[field] }));
  if (changes.length === 0) return false;

  try {
    // A savepoint: after a unique violation the transaction can still read who holds the identity.
    await tx.transaction((sp) =>
      sp
        .update(leads)
        .set({ ...next, lastActivityAt: sql`now()` })
        .where(eq(leads.id, leadId)),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await identityConflict(tx, leadId, {
      phone: changes.some((c) => c.field === "phone") ? phone : null,
      email: changes.some((c) => c.field === "email") ? email : null,
    });
  }
  await tx.insert(leadEvents).values({ leadId, kind: "contact-details", body: describeChanges(changes), actor });
  await publishLeadChange(tx, leadId);
  return true;
}
