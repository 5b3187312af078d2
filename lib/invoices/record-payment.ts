/**
 * Money received or returned against an invoice (docs/decisions/quotes-and-projects.md "Paying an
 * invoice: Stripe or bank transfer"). A payment is a row of `invoice_payments` (a refund a negative one);
 * the invoice's paid amount and status are then set from the sum of its rows in one statement, so
 * concurrent payments never overwrite each other's figure.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { invoicePayments, invoices } from "@/lib/db/schema";

/** A payment in the invoice's currency's minor units; negative for a refund. */
export interface PaymentEntry {
  invoiceId: number;
  amountMinor: number;
  currency: string;
  method: "stripe" | "manual";
  /** Stripe: the PaymentIntent (`pi_…`) or `refund:<charge id>`; by hand: the staff member's note. */
  reference: string;
}

/**
 * Sets the invoice's paid amount and status from its payments: `paid` when they cover its total less what
 * credit notes took off, `partially_paid`, or back to `issued`.
 */
export async function settleInvoice(database: Database, invoiceId: number): Promise<void> {
  const paid = sql`(select coalesce(sum(${invoicePayments.amountMinor}), 0) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoiceId})`;
  await database
    .update(invoices)
    .set({
      amountPaidMinor: sql`greatest(${paid}, 0)`,
      status: sql`case when ${invoices.status} in ('draft', 'void') then ${invoices.status}
        when ${paid} >= ${invoices.totalMinor} - ${invoices.creditedMinor} then 'paid'
        when ${paid} > 0 then 'partially_paid' else 'issued' end`,
    })
    .where(eq(invoices.id, invoiceId));
}

/**
 * Records `entry` unless a Stripe payment with its reference exists (the unique key decides).
 * @returns whether it was recorded.
 */
export async function recordPayment(database: Database, entry: PaymentEntry): Promise<boolean> {
  const [row] = await database
    .insert(invoicePayments)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  if (!row) return false;
  await settleInvoice(database, entry.invoiceId);
  return true;
}

/**
 * Sets a Stripe charge's refund to `refundedMinor` (Stripe reports the charge's refunded total, which
 * only grows), so each `charge.refunded` event leaves one refund row of the latest total.
 */
export async function recordRefund(
  database: Database,
  entry: Omit<PaymentEntry, "method" | "amountMinor"> & { refundedMinor: number },
): Promise<void> {
  await database
    .insert(invoicePayments)
    .values({
      invoiceId: entry.invoiceId,
      amountMinor: -entry.refundedMinor,
      currency: entry.currency,
      method: "stripe",
      reference: entry.reference,
    })
    .onConflictDoUpdate({
      target: invoicePayments.reference,
      targetWhere: sql`${invoicePayments.method} = 'stripe'`,
      set: { amountMinor: sql`least(${invoicePayments.amountMinor}, excluded.amount_minor)` },
    });
  await settleInvoice(database, entry.invoiceId);
}
