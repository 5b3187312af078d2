/**
 * Stripe events shaped as Stripe sends them (docs/decisions/quotes-and-projects.md "Stripe's payloads"),
 * for the webhook's tests, its bench and the local checkout stand-in. The objects follow the fixtures of
 * Stripe's OpenAPI description (stripe/openapi `openapi/fixtures3.json`: `checkout.session`,
 * `payment_intent`, `charge`, `refund`) and the SDK's types: currencies in lowercase, amounts in minor
 * units, the Checkout Session's and PaymentIntent's `metadata` as set when the session was made, and a
 * charge's `metadata` empty (Stripe does not copy it from the session), so a refund finds its invoice
 * through `payment_intent`. Signed with the SDK's `webhooks.generateTestHeaderString`.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

/** Stripe's ids: a prefix and 24 base62-ish characters. */
export const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString("base64").replace(/[+/=]/g, "").slice(0, 24)}`;

const now = () => Math.floor(Date.now() / 1000);

/** What a payment is for: the invoice id put in the metadata, the amount (minor units) and currency (lowercase). */
export interface PaymentFacts {
  invoiceId: string;
  amount: number;
  currency: string;
  paymentIntent?: string;
  session?: string;
}

/** An event envelope around `object`, as `POST`ed to a webhook endpoint. */
export function stripeEvent(type: string, object: object, previousAttributes?: object) {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: now(),
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A completed Checkout Session in payment mode (`payment_status` `paid` unless told). */
export function checkoutSession(facts: PaymentFacts, overrides: Record<string, unknown> = {}) {
  return {
    id: facts.session ?? stripeId("cs_test"),
    object: "checkout.session",
    amount_subtotal: facts.amount,
    amount_total: facts.amount,
    cancel_url: "https://example.com/cancel",
    client_reference_id: null,
    created: now(),
    currency: facts.currency,
    customer: null,
    customer_details: { email: "client@example.com", name: null, phone: null, tax_exempt: "none", tax_ids: [] },
    expires_at: now() + 86_400,
    livemode: false,
    metadata: { invoice_id: facts.invoiceId },
    mode: "payment",
    payment_intent: facts.paymentIntent ?? stripeId("pi"),
    payment_link: null,
    payment_method_types: ["card"],
    payment_status: "paid",
    status: "complete",
    success_url: "https://example.com/success",
    url: null,
    ...overrides,
  };
}

/** A succeeded PaymentIntent made by a Checkout Session (its metadata from `payment_intent_data`). */
export function paymentIntent(facts: PaymentFacts, overrides: Record<string, unknown> = {}) {
  const id = facts.paymentIntent ?? stripeId("pi");
  return {
    id,
    object: "payment_intent",
    amount: facts.amount,
    amount_capturable: 0,
    amount_received: facts.amount,
    capture_method: "automatic",
    client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
    created: now(),
    currency: facts.currency,
    customer: null,
    latest_charge: stripeId("ch"),
    livemode: false,
    metadata: { invoice_id: facts.invoiceId },
    payment_method: stripeId("pm"),
    payment_method_types: ["card"],
    status: "succeeded",
    ...overrides,
  };
}

/** A charge of `amount` of PaymentIntent `paymentIntent` with `refunded` of it refunded (one refund per part). */
export function refundedCharge(
  {
    paymentIntent: intent,
    amount,
    currency,
    id,
  }: { paymentIntent: string | null; amount: number; currency: string; id?: string },
  refunds: number[],
) {
  const chargeId = id ?? stripeId("ch");
  const refunded = refunds.reduce((sum, part) => sum + part, 0);
  return {
    id: chargeId,
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: refunded,
    balance_transaction: stripeId("txn"),
    captured: true,
    created: now(),
    currency,
    customer: null,
    disputed: false,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: intent,
    refunded: refunded >= amount,
    refunds: {
      object: "list",
      data: refunds.map((part) => ({
        id: stripeId("re"),
        object: "refund",
        amount: part,
        charge: chargeId,
        created: now(),
        currency,
        metadata: {},
        payment_intent: intent,
        reason: "requested_by_customer",
        status: "succeeded",
      })),
      has_more: false,
      url: `/v1/charges/${chargeId}/refunds`,
    },
    status: "succeeded",
  };
}

/** The body and `Stripe-Signature` header for `event` (or a raw body), signed with `secret` at `timestamp` (seconds, now by default). */
export function signStripeEvent(event: object | string, secret: string, timestamp?: number) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}
