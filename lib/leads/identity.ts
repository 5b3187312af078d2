/**
 * How a person is recognised (docs/sms.md "Leads"): an E.164 phone number and/or an e-mail address
 * compared lower-cased. Matching always goes through these two functions, so a lead found by one path
 * is the lead found by every other.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { normalizePhoneNumber } from "@/lib/format/phone";

/** The first key of the two-key advisory locks lib/leads takes (ASCII "ld"); the second is the identity's hash. */
export const LEAD_LOCK_CLASS = 0x6c64;

/**
 * An e-mail address as leads store it: trimmed and lower-cased. The local part is case-sensitive in
 * theory (RFC 5321 §2.4) but no mailbox provider treats it so, and people type it either way.
 */
export function leadEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The E.164 form of a phone number a person typed or Twilio sent, or null when it is not a number. */
export function leadPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return normalizePhoneNumber(phone);
}

/** The advisory-lock key of an identity: `p:+15551234567` or `e:ann@example.com`. */
export function identityKey(kind: "phone" | "email", value: string): string {
  return `${kind === "phone" ? "p" : "e"}:${value}`;
}

/** `pg_advisory_xact_lock` on one identity, as an SQL expression (to put in a statement's FROM or CTE). */
export function identityLockSql(key: string): SQL {
  return sql`pg_advisory_xact_lock(${LEAD_LOCK_CLASS}, hashtext(${key}))`;
}

/**
 * Takes the transaction-scoped locks of the given identities, in sorted order, so two attachments of the
 * same phone or e-mail run one after the other (a lead is found or created once) and two callers that
 * need several identities never wait on each other in a cycle.
 */
export async function lockIdentities(tx: Database, keys: string[]): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  for (const key of sorted) await tx.execute(sql`select ${identityLockSql(key)}`);
}
