// POST /api/stripe/webhook - Stripe's events about invoice payments and refunds (signed)
/**
 * Stripe posts events here (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank
 * transfer"). The raw body is verified against `Stripe-Signature` with `STRIPE_WEBHOOK_SECRET` before
 * anything is read: a missing or wrong signature, or a signed body that is not an event, is 400, an unconfigured endpoint 404. A verified event
 * is applied once (lib/invoices/stripe-webhook.ts) and answered 200, also when it changes nothing.
 */
import Stripe from "stripe";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { withErrors } from "@/lib/http/route";
import { verifiedEvent } from "@/lib/invoices/stripe-client";
import { handleStripeEvent, isStripeEvent } from "@/lib/invoices/stripe-webhook";

export const POST = withErrors(async (request) => {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("not_found", "Stripe payments are not configured");
  const signature = request.headers.get("stripe-signature");
  if (!signature) throw new AppError("malformed", "The Stripe-Signature header is missing");
  const payload = await request.text();
  let event: unknown;
  try {
    event = verifiedEvent(payload, signature, secret);
  } catch (error) {
    throw new AppError(
      "malformed",
      error instanceof Stripe.errors.StripeSignatureVerificationError
        ? "The Stripe-Signature does not match the body"
        : "The body is not a Stripe event",
    );
  }
  if (!isStripeEvent(event)) throw new AppError("malformed", "The body is not a Stripe event");
  const outcome = await handleStripeEvent(db, event);
  return Response.json({ received: true, outcome });
});
