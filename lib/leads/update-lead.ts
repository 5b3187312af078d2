/**
 * What an admin does on a lead besides merging (docs/sms.md "Leads"): its status (kept in step with its project
 * codes), owner note and next follow-up date, each recorded as a lead event; and the mark an answer
 * leaves (`last_outbound_at`), which ends "needs reply".
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leadEvents, leads, projectCodes, type LeadStatus } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { publishLeadChange } from "./publish-change";

const GONE = "This lead no longer exists.";

/**
 * Sets the lead's status and, in the same transaction, the status of every project code of the lead
 * (the spec's statuses are the code's; a lead and its codes never disagree). An unchanged status
 * records nothing.
 * @returns true when the status changed.
 * @throws AppError("not_found") when the lead is gone.
 */
export async function setLeadStatus(
  tx: Database,
  leadId: number,
  status: LeadStatus,
  actor: string | null,
): Promise<boolean> {
  const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
  if (!lead) throw new AppError("not_found", GONE);
  if (lead.status === status) return false;
  await tx
    .update(leads)
    .set({ status, lastActivityAt: sql`now()` })
    .where(eq(leads.id, leadId));
  await tx.update(projectCodes).set({ status }).where(eq(projectCodes.leadId, leadId));
  await tx.insert(leadEvents).values({ leadId, kind: "status", fromStatus: lead.status, toStatus: status, actor });
  await publishLeadChange(tx, leadId);
  return true;
}

/**
 * A project code's status was edited on the code screens: its lead (if any) takes it, and with it the
 * lead's other codes. Call in the transaction that updated the code.
 */
export async function syncLeadStatusFromCode(
  tx: Database,
  codeId: number,
  status: LeadStatus,
  actor: string | null,
): Promise<void> {
  const [code] = await tx.select({ leadId: projectCodes.leadId }).from(projectCodes).where(eq(projectCodes.id, codeId));
  if (code?.leadId) await setLeadStatus(tx, code.leadId, status, actor);
}

/** The owner's fields of a lead; an absent key is left unchanged, null clears. */
export interface LeadDetails {
  ownerNote?: string | null;
  /** `YYYY-MM-DD` or null. */
  nextFollowUpOn?: string | null;
}

/**
 * Saves the owner note and/or the next follow-up date; each change is a lead event (`note`,
 * `follow-up`). Unchanged values record nothing.
 * @throws AppError("not_found") when the lead is gone.
 */
export async function updateLeadDetails(
  tx: Database,
  leadId: number,
  details: LeadDetails,
  actor: string | null,
): Promise<void> {
  const [lead] = await tx
    .select({ ownerNote: leads.ownerNote, nextFollowUpOn: leads.nextFollowUpOn })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead) throw new AppError("not_found", GONE);
  const noteChanged = details.ownerNote !== undefined && (details.ownerNote || null) !== lead.ownerNote;
  const dateChanged = details.nextFollowUpOn !== undefined && details.nextFollowUpOn !== lead.nextFollowUpOn;
  if (!noteChanged && !dateChanged) return;
  await tx
    .update(leads)
    .set({
      ...(noteChanged ? { ownerNote: details.ownerNote || null } : {}),
      ...(dateChanged ? { nextFollowUpOn: details.nextFollowUpOn } : {}),
      lastActivityAt: sql`now()`,
    })
    .where(eq(leads.id, leadId));
  const events = [
    ...(noteChanged ? [{ leadId, kind: "note", body: details.ownerNote || null, actor }] : []),
    ...(dateChanged ? [{ leadId, kind: "follow-up", body: details.nextFollowUpOn ?? null, actor }] : []),
  ];
  await tx.insert(leadEvents).values(events);
  await publishLeadChange(tx, leadId);
}

/**
 * Records that an admin answered the lead (an SMS or e-mail reply) at `at` (default: the transaction's
 * time): `last_outbound_at` and `last_activity_at` move forward, never back. Call in the reply's transaction.
 */
export async function recordLeadOutbound(tx: Database, leadId: number, at?: Date): Promise<void> {
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  await tx
    .update(leads)
    .set({
      lastOutboundAt: sql`greatest(${leads.lastOutboundAt}, ${when})`,
      lastActivityAt: sql`greatest(${leads.lastActivityAt}, ${when})`,
    })
    .where(eq(leads.id, leadId));
}
