/**
 * What an invoice's link (`/i/<token>`) shows its client (docs/decisions/quotes-and-projects.md "Paying an
 * invoice: Stripe or bank transfer"): the invoice found by its token's SHA-256, and how to pay it: online
 * when Stripe is configured, else the bank-transfer details from the quote settings.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { invoices, type Invoice } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isIdentifier } from "@/lib/input/identifiers";
import { hashInvoiceToken } from "./issue-invoice";
import { owedMinor } from "./owed";
import { readBankTransferDetails } from "./settings";

/** The invoice behind `token`, how it is paid, and whether anything is owed; null for no such link. */
export async function readInvoicePage(
  token: string,
): Promise<{ invoice: Invoice; payOnline: boolean; bankTransferDetails: string; owedMinor: number } | null> {
  if (!isIdentifier("token", token)) return null;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.linkTokenHash, hashInvoiceToken(token)));
  if (!invoice || invoice.status === "draft") return null;
  const bankTransferDetails = await readBankTransferDetails(db);
  return { invoice, payOnline: Boolean(env.STRIPE_SECRET_KEY), bankTransferDetails, owedMinor: owedMinor(invoice) };
}
