/**
 * What a Stripe event does to an invoice (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe
 * or bank transfer"). Each event id is recorded once in `stripe_events` in the transaction that applies
 * it, so a retried or replayed event changes nothing. `checkout.session.completed` and
 * `payment_intent.succeeded` record a payment keyed by its PaymentIntent (both arrive for one payment;
 * it counts once) when the invoice named in the metadata exists, is payable, and the amount and currency
 * fit it; otherwise the event is recorded with the reason and nothing else happens. `charge.refunded`
 * sets the refund of the charge's payment. The team is alerted on payment, after the commit.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "@/lib/db";
import { invoicePayments, invoices, stripeEvents } from "@/lib/db/schema";
import { raiseAlert } from "@/lib/alerts/raise";
import { formatMoney } from "@/lib/format/money";
import { recordPayment, recordRefund } from "./record-payment";

/** What an event did: `replay` when its id was seen, else the outcome stored with it. */
export type StripeEventOutcome =
  | "replay"
  | "paid"
  | "refunded"
  | "duplicate_payment"
  | "unknown_invoice"
  | "not_payable"
  | "currency_mismatch"
  | "amount_mismatch"
  | "unpaid"
  | "ignored";

interface Payment {
  invoiceId: string | undefined;
  amountMinor: number | null;
  currency: string | null;
  reference: string;
}

/** The payment an event reports, or null for events that report none. */
function paymentOf(event: Stripe.Event): Payment | "unpaid" | null {
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    if (session.payment_status !== "paid") return "unpaid";
    const intent = session.payment_intent;
    return {
      invoiceId: session.metadata?.invoice_id,
      amountMinor: session.amount_total,
      currency: session.currency,
      reference: (typeof intent === "string" ? intent : intent?.id) ?? session.id,
    };
  }
  if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object;
    return {
      invoiceId: intent.metadata?.invoice_id,
      amountMinor: intent.amount_received,
      currency: intent.currency,
      reference: intent.id,
    };
  }
  return null;
}

async function applyPayment(tx: Database, payment: Payment): Promise<[StripeEventOutcome, number | null]> {
  const id = /^[1-9]\d{0,9}$/.test(payment.invoiceId ?? "") ? Number(payment.invoiceId) : null;
  const [invoice] = id === null ? [] : await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!invoice) return ["unknown_invoice", null];
  if (invoice.status === "draft" || invoice.status === "void") return ["not_payable", invoice.id];
  if (payment.currency?.toUpperCase() !== invoice.currency) return ["currency_mismatch", invoice.id];
  if (!payment.amountMinor || payment.amountMinor <= 0 || payment.amountMinor > invoice.totalMinor)
    return ["amount_mismatch", invoice.id];
  const recorded = await recordPayment(tx, {
    invoiceId: invoice.id,
    amountMinor: payment.amountMinor,
    currency: invoice.currency,
    method: "stripe",
    reference: payment.reference,
  });
  return [recorded ? "paid" : "duplicate_payment", invoice.id];
}

async function applyRefund(tx: Database, charge: Stripe.Charge): Promise<[StripeEventOutcome, number | null]> {
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  const [paid] = intent
    ? await tx
        .select({ invoiceId: invoicePayments.invoiceId, currency: invoicePayments.currency })
        .from(invoicePayments)
        .where(eq(invoicePayments.reference, intent))
    : [];
  if (!paid) return ["unknown_invoice", null];
  if (charge.currency.toUpperCase() !== paid.currency) return ["currency_mismatch", paid.invoiceId];
  await recordRefund(tx, {
    invoiceId: paid.invoiceId,
    currency: paid.currency,
    reference: `refund:${charge.id}`,
    refundedMinor: charge.amount_refunded,
  });
  return ["refunded", paid.invoiceId];
}

/**
 * Applies `event` (already verified) once.
 * @returns what it did; `replay` when its id had been recorded.
 */
export async function handleStripeEvent(database: Database, event: Stripe.Event): Promise<StripeEventOutcome> {
  const result = await database.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ eventId: event.id, type: event.type, outcome: "ignored" })
      .onConflictDoNothing()
      .returning({ eventId: stripeEvents.eventId });
    if (!fresh) return { outcome: "replay" as const, invoiceId: null };
    const payment = paymentOf(event);
    const [outcome, invoiceId]: [StripeEventOutcome, number | null] =
      payment === "unpaid"
        ? ["unpaid", null]
        : payment
          ? await applyPayment(tx, payment)
          : event.type === "charge.refunded"
            ? await applyRefund(tx, event.data.object)
            : ["ignored", null];
    await tx.update(stripeEvents).set({ outcome, invoiceId }).where(eq(stripeEvents.eventId, event.id));
    return { outcome, invoiceId };
  });
  if (result.outcome === "paid" && result.invoiceId !== null) await alertPayment(database, result.invoiceId);
  return result.outcome;
}

async function alertPayment(database: Database, invoiceId: number): Promise<void> {
  const [invoice] = await database.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  await raiseAlert({
    rule: "invoice_paid",
    siteId: null,
    subjectKey: `invoice:${invoiceId}`,
    subject: `Invoice ${invoice.number} ${invoice.status === "paid" ? "paid" : "partly paid"}`,
    summary: `${formatMoney(invoice.amountPaidMinor, invoice.currency)} of ${formatMoney(invoice.totalMinor, invoice.currency)} received by Stripe for invoice ${invoice.number}.`,
    at: new Date(),
  });
}
