/**
 * POST /api/stripe/webhook (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank
 * transfer"): a forged signature is refused with 400 and pays nothing; one payment reported by a replayed
 * Checkout event and its PaymentIntent event is recorded once and marks the invoice paid; a payment in
 * another currency is a recorded no-op; a refund brings the invoice back to partly paid. Events are
 * signed with the SDK's `webhooks.generateTestHeaderString`.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { alertHistory, invoicePayments, invoices, stripeEvents } from "@/lib/db/schema";
import { createTestClient, issueTestInvoice } from "@/tests/support/invoices";

const SECRET = "whsec_test_secret_for_webhook_tests";
/** The route with STRIPE_WEBHOOK_SECRET set (lib/env reads the environment once per module load). */
let POST: (request: Request) => Promise<Response>;
/** The route's module instance's wait for its payment alerts (raised after the response). */
let paymentAlertsSettled: () => Promise<void>;

const tag = randomUUID().slice(0, 8);
let invoiceId: number;

/** Posts `event` signed with `secret`. */
function post(event: object, secret = SECRET): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return POST(
    new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }),
  );
}

function event(
  type: string,
  object: Record<string, unknown>,
): { id: string; object: "event"; type: string; data: { object: Record<string, unknown> } } {
  return { id: `evt_${randomUUID().replaceAll("-", "")}`, object: "event", type, data: { object } };
}

const session = (intent: string, currency = "eur", amount = 120_000) =>
  event("checkout.session.completed", {
    id: `cs_${intent}`,
    object: "checkout.session",
    payment_status: "paid",
    payment_intent: intent,
    amount_total: amount,
    currency,
    metadata: { invoice_id: String(invoiceId) },
  });

const readInvoice = async () => (await db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;

beforeAll(async () => {
  vi.resetModules();
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", SECRET);
  POST = (await import("@/app/api/stripe/webhook/route")).POST;
  ({ paymentAlertsSettled } = await import("@/lib/invoices/stripe-webhook"));
  const issued = await issueTestInvoice(db, await createTestClient(db, `Stripe ${tag}`), {
    priceMinor: 120_000,
    currency: "EUR",
    issueDate: "2026-05-01",
    dueDate: "2026-05-15",
  });
  invoiceId = issued.id;
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a forged signature with 400 and pays nothing", async () => {
    const response = await post(session(`pi_forged_${tag}`), "whsec_someone_else");
    expect(response.status).toBe(400);
    expect((await readInvoice()).amountPaidMinor).toBe(0);
  });

  it("records a payment in another currency as a no-op", async () => {
    const wrong = session(`pi_usd_${tag}`, "usd");
    const response = await post(wrong);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "currency_mismatch" });
    expect((await readInvoice()).status).toBe("issued");
    const [recorded] = await db.select().from(stripeEvents).where(eq(stripeEvents.eventId, wrong.id));
    expect(recorded!.outcome).toBe("currency_mismatch");
  });

  it("counts one payment once however often it is reported, and alerts the team", async () => {
    const intent = `pi_paid_${tag}`;
    const completed = session(intent);
    const succeeded = event("payment_intent.succeeded", {
      id: intent,
      object: "payment_intent",
      amount_received: 120_000,
      currency: "eur",
      metadata: { invoice_id: String(invoiceId) },
    });
    const responses = await Promise.all([post(completed), post(completed), post(completed), post(succeeded)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
    expect(payments.map((p) => [p.amountMinor, p.reference])).toEqual([[120_000, intent]]);
    const invoice = await readInvoice();
    expect([invoice.status, invoice.amountPaidMinor]).toEqual(["paid", 120_000]);
    await paymentAlertsSettled();
    const alerts = await db
      .select()
      .from(alertHistory)
      .where(eq(alertHistory.subject, `invoice:${invoiceId}`));
    expect(alerts.map((a) => a.rule)).toEqual(["invoice_paid"]);

    const refunded = (amount: number) =>
      event("charge.refunded", {
        id: `ch_${tag}`,
        object: "charge",
        payment_intent: intent,
        amount_refunded: amount,
        currency: "eur",
      });
    expect((await (await post(refunded(20_000))).json()).outcome).toBe("refunded");
    const partly = await readInvoice();
    expect([partly.status, partly.amountPaidMinor]).toEqual(["partially_paid", 100_000]);
    await post(refunded(120_000));
    const returned = await readInvoice();
    expect([returned.status, returned.amountPaidMinor]).toEqual(["issued", 0]);
  });
});
