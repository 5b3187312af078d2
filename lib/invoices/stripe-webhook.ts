/**
 * What a Stripe event does to an invoice (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe
 * or bank transfer" and "Stripe's payloads"). Each event id is recorded once in `stripe_events` in the
 * transaction that applies it, so a retried or replayed event changes nothing. `checkout.session.completed`
 * (and `checkout.session.async_payment_succeeded` for a payment method that settles later) and
 * `payment_intent.succeeded` record a payment keyed by its PaymentIntent (both arrive for one payment; it
 * counts once) when the invoice named in the metadata exists, is payable, and the amount and currency fit
 * it; otherwise the event is recorded with the reason and nothing else happens. `charge.refunded` finds
 * its invoice through the charge's PaymentIntent and our payment row of it (a charge's metadata is not
 * copied from the Checkout Session) and sets the refund of the charge to its refunded total. A field of
 * the wrong type is read as absent, so a strange payload is a recorded no-op, never a 500. The team is
 * alerted on payment after the response.
 */
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "@/lib/db";
import { invoicePayments, invoices, stripeEvents } from "@/lib/db/schema";
import { raiseAlert } from "@/lib/alerts/raise";
import { formatMoney } from "@/lib/format/money";
import { runAfterResponse } from "@/lib/http/after-response";
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
  invoiceId: unknown;
  amountMinor: unknown;
  currency: unknown;
  reference: string | null;
}

/** A payload's field as what it should be, or null when it is something else. */
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const minorUnits = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);
/** An expandable reference (`"pi_…"` or the object itself) as its id. */
const idOf = (value: unknown): string | null =>
  text(value) ?? (value && typeof value === "object" ? text((value as { id?: unknown }).id) : null);
const metadataOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** The payment an event reports, `unpaid` for a session still waiting for its money, null for other events. */
function paymentOf(event: Stripe.Event): Payment | "unpaid" | null {
  if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") {
    const session = event.data.object;
    if (session.payment_status !== "paid") return "unpaid";
    return {
      invoiceId: metadataOf(session.metadata).invoice_id,
      amountMinor: session.amount_total,
      currency: session.currency,
      reference: idOf(session.payment_intent) ?? text(session.id),
    };
  }
  if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object;
    return {
      invoiceId: metadataOf(intent.metadata).invoice_id,
      amountMinor: intent.amount_received,
      currency: intent.currency,
      reference: text(intent.id),
    };
  }
  return null;
}

/** A recorded payment's figures for the team's alert, in minor units, as they stand after it. */
interface PaidInvoice {
  id: number;
  number: string | null;
  paidMinor: number;
  totalMinor: number;
  currency: string;
}

type Applied = [StripeEventOutcome, number | null, PaidInvoice?];

async function applyPayment(tx: Database, payment: Payment): Promise<Applied> {
  const given = text(payment.invoiceId);
  const id = given && /^[1-9]\d{0,8}$/.test(given) ? Number(given) : null;
  const [invoice] =
    id === null || !payment.reference ? [] : await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!invoice) return ["unknown_invoice", null];
  if (invoice.status === "draft" || invoice.status === "void") return ["not_payable", invoice.id];
  if (text(payment.currency)?.toUpperCase() !== invoice.currency) return ["currency_mismatch", invoice.id];
  const amount = minorUnits(payment.amountMinor);
  if (amount === null || amount <= 0 || amount > invoice.totalMinor) return ["amount_mismatch", invoice.id];
  const recorded = await recordPayment(tx, {
    invoiceId: invoice.id,
    amountMinor: amount,
    currency: invoice.currency,
    method: "stripe",
    reference: payment.reference!,
  });
  if (!recorded) return ["duplicate_payment", invoice.id];
  // The row is locked and every payment adds to the sum, so this is what the settle just stored.
  const paidMinor = invoice.amountPaidMinor + amount;
  return ["paid", invoice.id, { ...invoice, paidMinor }];
}

async function applyRefund(tx: Database, charge: Stripe.Charge): Promise<Applied> {
  const intent = idOf(charge.payment_intent);
  const chargeId = text(charge.id);
  const [paid] =
    intent && chargeId
      ? await tx
          .select({
            invoiceId: invoicePayments.invoiceId,
            currency: invoicePayments.currency,
            amountMinor: invoicePayments.amountMinor,
          })
          .from(invoicePayments)
          .where(and(eq(invoicePayments.reference, intent), eq(invoicePayments.method, "stripe")))
      : [];
  if (!paid) return ["unknown_invoice", null];
  if (text(charge.currency)?.toUpperCase() !== paid.currency) return ["currency_mismatch", paid.invoiceId];
  const refunded = minorUnits(charge.amount_refunded);
  // A refund beyond what this payment brought in would take money the invoice never had.
  if (refunded === null || refunded < 0 || refunded > paid.amountMinor) return ["amount_mismatch", paid.invoiceId];
  await recordRefund(tx, {
    invoiceId: paid.invoiceId,
    currency: paid.currency,
    reference: `refund:${chargeId}`,
    refundedMinor: refunded,
  });
  return ["refunded", paid.invoiceId];
}

/** Whether a verified payload is an event this module can read: an id, a type and an object. */
export function isStripeEvent(value: unknown): value is Stripe.Event {
  const event = value as { id?: unknown; type?: unknown; data?: { object?: unknown } } | null;
  return (
    typeof event?.id === "string" &&
    event.id.length > 0 &&
    event.id.length <= 255 &&
    typeof event.type === "string" &&
    event.type.length <= 100 &&
    typeof event.data?.object === "object" &&
    event.data.object !== null
  );
}

/**
 * Applies `event` (already verified, and `isStripeEvent`) once.
 * @returns what it did; `replay` when its id had been recorded.
 */
export async function handleStripeEvent(database: Database, event: Stripe.Event): Promise<StripeEventOutcome> {
  const result = await database.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ eventId: event.id, type: event.type, outcome: "ignored" })
      .onConflictDoNothing()
      .returning({ eventId: stripeEvents.eventId });
    if (!fresh) return { outcome: "replay" as const, paid: undefined };
    const payment = paymentOf(event);
    const [outcome, invoiceId, paid]: Applied =
      payment === "unpaid"
        ? ["unpaid", null]
        : payment
          ? await applyPayment(tx, payment)
          : event.type === "charge.refunded"
            ? await applyRefund(tx, event.data.object)
            : ["ignored", null];
    if (outcome !== "ignored")
      await tx.update(stripeEvents).set({ outcome, invoiceId }).where(eq(stripeEvents.eventId, event.id));
    return { outcome, paid };
  });
  const { paid } = result;
  if (paid) runAfterResponse(() => alertPayment(paid), alerting);
  return result.outcome;
}

const alerting = new Set<Promise<void>>();

/** Resolves once the payment alerts started outside a request have been raised (tests, scripts). */
export async function paymentAlertsSettled(): Promise<void> {
  await Promise.all([...alerting]);
}

/** Tells the team of `invoice`'s payment (raiseAlert reports its own failures). */
async function alertPayment(invoice: PaidInvoice): Promise<void> {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  await raiseAlert({
    rule: "invoice_paid",
    siteId: null,
    subjectKey: `invoice:${invoice.id}`,
    subject: `Invoice ${invoice.number} ${invoice.paidMinor >= invoice.totalMinor ? "paid" : "partly paid"}`,
    summary: `${money(invoice.paidMinor)} of ${money(invoice.totalMinor)} received by Stripe for invoice ${invoice.number}.`,
    at: new Date(),
  });
}
