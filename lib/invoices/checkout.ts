/**
 * Paying an invoice online (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank
 * transfer"): a Stripe Checkout Session for what is still owed, made through the official SDK, naming the
 * invoice in its metadata and its PaymentIntent's, which the webhook reads back
 * (lib/invoices/stripe-webhook.ts).
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { owedMinor } from "./owed";
import { stripeClient } from "./stripe-client";

/**
 * A Checkout Session for invoice `invoiceId`'s outstanding amount; the client returns to `returnPath`.
 * @returns the Checkout page's address.
 * @throws AppError `not_found` without Stripe or for no such invoice, `conflict` when nothing is owed.
 */
export async function createCheckoutSession(
  database: Database,
  invoiceId: number,
  returnPath: string,
): Promise<string> {
  const stripe = stripeClient();
  if (!stripe) throw new AppError("not_found", "This invoice is paid by bank transfer");
  const [invoice] = await database.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.status === "draft") throw new AppError("not_found", "No such invoice");
  const owed = owedMinor(invoice);
  if (invoice.status === "paid" || owed <= 0)
    throw new AppError("conflict", `Invoice ${invoice.number} has nothing left to pay`);
  const metadata = { invoice_id: String(invoice.id) };
  const back = `${env.PUBLIC_BASE_URL.replace(/\/$/, "")}${returnPath}`;
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: invoice.currency.toLowerCase(),
            unit_amount: owed,
            product_data: { name: `Invoice ${invoice.number}` },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      success_url: `${back}?paid=1`,
      cancel_url: back,
    },
    // One session per invoice and amount owed: a double click gets the same one back.
    { idempotencyKey: `invoice-${invoice.id}-${owed}` },
  );
  if (!session.url) throw new AppError("unavailable", "Stripe gave no payment page; try again");
  return session.url;
}
