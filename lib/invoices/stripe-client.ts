/**
 * The Stripe SDK's client (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank
 * transfer"), built once from `STRIPE_SECRET_KEY`, sending to `STRIPE_API_BASE_URL` when set (a local
 * server that speaks Stripe's API in tests), else to Stripe's own host.
 */
import Stripe from "stripe";
import { env } from "@/lib/env";

let client: Stripe | null | undefined;

/** The SDK's options for a host given as a URL; none for Stripe's own. */
function hostOptions(base: string | undefined): Stripe.StripeConfig {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** The client, or null when `STRIPE_SECRET_KEY` is unset (invoices are paid by bank transfer then). */
export function stripeClient(): Stripe | null {
  if (client === undefined)
    client = env.STRIPE_SECRET_KEY
      ? new Stripe(env.STRIPE_SECRET_KEY, { ...hostOptions(env.STRIPE_API_BASE_URL), maxNetworkRetries: 2 })
      : null;
  return client;
}

/**
 * The event in `payload` when `signature` (the `Stripe-Signature` header) signs it with
 * `STRIPE_WEBHOOK_SECRET`, by the SDK's `webhooks.constructEvent` (HMAC-SHA256 with a 5-minute tolerance).
 * @throws Stripe.errors.StripeSignatureVerificationError when it does not.
 */
export function verifiedEvent(payload: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}
