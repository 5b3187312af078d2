/**
 * How the SMS layer tells the leads screens that a text changed what they show (docs/decisions/data-and-jobs.md "Live
 * updates"): an opt-out or opt-in, a delivery status, a fetched photo. The leads domain sits above SMS
 * (a reply is sent through it), so SMS does not import it: the composition root (lib/register-hooks.ts)
 * hands over lib/leads/publish-change.ts here. Kept on `globalThis`, so every bundle of the server sees
 * the one set at start-up; until then nothing is announced (the screens still show it on their next read).
 */
import type { Database } from "@/lib/db";

/** Announces, inside the caller's transaction, the leads whose texts changed. May throw (the write fails with it). */
export interface LeadChangePublisher {
  /** Lead `leadId`'s page and the leads lists. */
  lead: (tx: Database, leadId: number) => Promise<void>;
  /** The lead whose phone is `phone` (E.164), if any, and the leads lists. */
  phone: (tx: Database, phone: string) => Promise<void>;
}

const globalForLeads = globalThis as unknown as { __smsLeadChanges?: LeadChangePublisher };

/** Sets the publisher; setting it again replaces it. */
export function setLeadChangePublisher(publisher: LeadChangePublisher): void {
  globalForLeads.__smsLeadChanges = publisher;
}

/** Announces lead `leadId` in `tx`, when a publisher is set. */
export async function publishLeadChange(tx: Database, leadId: number): Promise<void> {
  await globalForLeads.__smsLeadChanges?.lead(tx, leadId);
}

/** Announces the lead of `phone` in `tx`, when a publisher is set. */
export async function publishLeadOfPhone(tx: Database, phone: string): Promise<void> {
  await globalForLeads.__smsLeadChanges?.phone(tx, phone);
}
