/**
 * POST /api/stripe/webhook with events shaped as Stripe sends them (tests/support/stripe-events.ts,
 * docs/decisions/quotes-and-projects.md "Stripe's payloads"): a Checkout payment and its PaymentIntent
 * count once; a refund is found through the charge's PaymentIntent although the charge carries no
 * metadata; hostile and strange payloads are a 400 or a recorded no-op, never a 500, and nothing is paid
 * twice or refunded beyond the payment.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { alertHistory, invoicePayments, invoices, stripeEvents } from "@/lib/db/schema";
import { createTestClient, issueTestInvoice } from "@/tests/support/invoices";
import {
  checkoutSession,
  paymentIntent,
  refundedCharge,
  signStripeEvent,
  stripeEvent,
  stripeId,
} from "@/tests/support/stripe-events";

const SECRET = "whsec_payload_tests_secret";
let POST: (request: Request) => Promise<Response>;
/** The route's module instance's wait for its payment alerts. */
let paymentAlertsSettled: () => Promise<void>;

/** Posts `event` (or a raw body) signed with `secret` at `timestamp`. */
async function post(
  event: object | string,
  { secret = SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const signed = signStripeEvent(event, secret, timestamp);
  const response = await POST(
    new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signed.signature },
      body: signed.payload,
    }),
  );
  return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } };
}

/** An issued invoice of €1,200.00. */
async function invoice() {
  const issued = await issueTestInvoice(db, await createTestClient(db, `Payload ${stripeId("t")}`), {
    priceMinor: 120_000,
    currency: "EUR",
    issueDate: "2026-05-01",
    dueDate: "2026-05-15",
  });
  return { id: issued.id, facts: { invoiceId: String(issued.id), amount: 120_000, currency: "eur" } };
}

const read = async (id: number) => {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
  return { status: row!.status, paid: row!.amountPaidMinor, payments: payments.length };
};

beforeAll(async () => {
  vi.resetModules();
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", SECRET);
  POST = (await import("@/app/api/stripe/webhook/route")).POST;
  ({ paymentAlertsSettled } = await import("@/lib/invoices/stripe-webhook"));
});

afterAll(async () => {
  await paymentAlertsSettled();
  vi.unstubAllEnvs();
});

describe("Stripe's real payloads at the webhook", () => {
  it("counts a Checkout payment once across its session, its PaymentIntent and replays, then refunds it through the PaymentIntent", async () => {
    const { id, facts } = await invoice();
    const intent = stripeId("pi");
    const completed = stripeEvent("checkout.session.completed", checkoutSession({ ...facts, paymentIntent: intent }));
    const succeeded = stripeEvent("payment_intent.succeeded", paymentIntent({ ...facts, paymentIntent: intent }));
    const answers = await Promise.all([post(completed), post(succeeded), post(completed), post(succeeded)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(["duplicate_payment", "paid", "replay", "replay"]);
    expect(await read(id)).toEqual({ status: "paid", paid: 120_000, payments: 1 });
    await paymentAlertsSettled();
    const alerts = await db
      .select()
      .from(alertHistory)
      .where(eq(alertHistory.subject, `invoice:${id}`));
    expect(alerts.map((a) => a.title)).toEqual([expect.stringMatching(/^Invoice \d{4}-\d{4,} paid$/)]);

    const charge = { paymentIntent: intent, amount: 120_000, currency: "eur", id: stripeId("ch") };
    expect((await post(stripeEvent("charge.refunded", refundedCharge(charge, [30_000])))).body.outcome).toBe(
      "refunded",
    );
    expect(await read(id)).toMatchObject({ status: "partially_paid", paid: 90_000 });
    // A later event with the charge's refunded total, then an earlier one arriving late: the total stands.
    const full = stripeEvent("charge.refunded", refundedCharge(charge, [30_000, 90_000]));
    await post(full);
    await post(stripeEvent("charge.refunded", refundedCharge(charge, [30_000])));
    expect(await read(id)).toMatchObject({ status: "issued", paid: 0 });
    expect((await post(full)).body.outcome).toBe("replay");
  });

  it("records one payment when 50 deliveries of it arrive at once", async () => {
    const { id, facts } = await invoice();
    const intent = stripeId("pi");
    const completed = stripeEvent("checkout.session.completed", checkoutSession({ ...facts, paymentIntent: intent }));
    // Stripe retries one event with its id, and sends each PaymentIntent event with an id of its own.
    const deliveries = Array.from({ length: 50 }, (_, n) =>
      n % 2 === 0
        ? completed
        : stripeEvent("payment_intent.succeeded", paymentIntent({ ...facts, paymentIntent: intent })),
    );
    const answers = await Promise.all(deliveries.map((event) => post(event)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.outcome === "paid")).toHaveLength(1);
    expect(await read(id)).toEqual({ status: "paid", paid: 120_000, payments: 1 });
  });

  it("records a session still waiting for its money as unpaid, then pays on async_payment_succeeded", async () => {
    const { id, facts } = await invoice();
    const session = checkoutSession(facts, { payment_status: "unpaid" });
    expect((await post(stripeEvent("checkout.session.completed", session))).body.outcome).toBe("unpaid");
    expect(await read(id)).toMatchObject({ status: "issued", paid: 0 });
    const settled = { ...session, payment_status: "paid" };
    expect((await post(stripeEvent("checkout.session.async_payment_succeeded", settled))).body.outcome).toBe("paid");
    expect(await read(id)).toMatchObject({ status: "paid", paid: 120_000 });
  });

  it("refuses forged, stale, unsigned and non-event bodies with 400", async () => {
    const { id, facts } = await invoice();
    const event = stripeEvent("checkout.session.completed", checkoutSession(facts));
    expect((await post(event, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await post(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const unsigned = await POST(
      new Request("http://localhost/api/stripe/webhook", { method: "POST", body: JSON.stringify(event) }),
    );
    expect(unsigned.status).toBe(400);
    expect(await post("{not json")).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining("not a Stripe event") },
    });
    expect((await post({ id: "evt_x", type: "checkout.session.completed" })).status).toBe(400);
    expect(await read(id)).toEqual({ status: "issued", paid: 0, payments: 0 });
  });

  it("records unknown invoices, wrong currencies, wrong amounts and strange fields as no-ops", async () => {
    const { id, facts } = await invoice();
    const outcomes = await Promise.all(
      [
        checkoutSession({ ...facts, invoiceId: "999999999" }),
        checkoutSession({ ...facts, invoiceId: "1; drop table invoices" }),
        checkoutSession(facts, { metadata: null }),
        checkoutSession({ ...facts, currency: "usd" }),
        checkoutSession(facts, { currency: 978 }),
        checkoutSession({ ...facts, amount: 120_001 }),
        checkoutSession({ ...facts, amount: 0 }),
        checkoutSession(facts, { amount_total: "120000" }),
        checkoutSession(facts, { amount_total: 1.5 }),
      ].map(async (session) => {
        const event = stripeEvent("checkout.session.completed", session);
        const answer = await post(event);
        const [recorded] = await db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id));
        return [answer.status, answer.body.outcome, recorded?.outcome];
      }),
    );
    expect(outcomes).toEqual([
      [200, "unknown_invoice", "unknown_invoice"],
      [200, "unknown_invoice", "unknown_invoice"],
      [200, "unknown_invoice", "unknown_invoice"],
      [200, "currency_mismatch", "currency_mismatch"],
      [200, "currency_mismatch", "currency_mismatch"],
      [200, "amount_mismatch", "amount_mismatch"],
      [200, "amount_mismatch", "amount_mismatch"],
      [200, "amount_mismatch", "amount_mismatch"],
      [200, "amount_mismatch", "amount_mismatch"],
    ]);
    expect((await post(stripeEvent("invoice.paid", { id: stripeId("in"), object: "invoice" }))).body.outcome).toBe(
      "ignored",
    );
    expect(await read(id)).toEqual({ status: "issued", paid: 0, payments: 0 });
  });

  it("refunds nothing for a charge of an unknown payment, in another currency, or beyond the payment", async () => {
    const { id, facts } = await invoice();
    const intent = stripeId("pi");
    await post(
      stripeEvent("payment_intent.succeeded", paymentIntent({ ...facts, amount: 50_000, paymentIntent: intent })),
    );
    expect(await read(id)).toMatchObject({ status: "partially_paid", paid: 50_000 });
    const refund = (paymentIntentId: string | null, currency: string, parts: number[]) =>
      post(
        stripeEvent(
          "charge.refunded",
          refundedCharge({ paymentIntent: paymentIntentId, amount: 50_000, currency }, parts),
        ),
      );
    expect((await refund(stripeId("pi"), "eur", [10_000])).body.outcome).toBe("unknown_invoice");
    expect((await refund(null, "eur", [10_000])).body.outcome).toBe("unknown_invoice");
    expect((await refund(intent, "usd", [10_000])).body.outcome).toBe("currency_mismatch");
    expect((await refund(intent, "eur", [50_000, 1])).body.outcome).toBe("amount_mismatch");
    expect(await read(id)).toMatchObject({ status: "partially_paid", paid: 50_000, payments: 1 });
  });
});
