"use server";
/**
 * Invoice actions (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank transfer"):
 * staff record a payment received by hand (a bank transfer) and edit the bank-transfer details invoices
 * show without Stripe, each audited by the action wrapper.
 */
import { revalidatePath } from "next/cache";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { decimalToMinor } from "@/lib/money/decimal";
import { recordPayment } from "./record-payment";
import { saveBankTransferDetails } from "./settings";

const manualPaymentSchema = z.object({
  id: rowId("Unknown invoice"),
  /** A decimal in the invoice's currency, e.g. `120.50`. */
  amount: z.string().trim().min(1, "Enter the amount received"),
  note: userText({ label: "Note" }).max(255, "At most 255 characters"),
});

/** Records a payment received by hand against an issued invoice. */
export const recordManualPaymentAction = adminAction(
  "invoices.record-payment",
  manualPaymentSchema,
  async ({ id, amount, note }, { user }) => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!invoice || invoice.status === "draft") throw new AppError("not_found", "Unknown invoice");
    if (invoice.status === "void") throw new AppError("conflict", `Invoice ${invoice.number} is void`);
    const amountMinor = decimalToMinor(amount, invoice.currency);
    if (amountMinor === null || amountMinor <= 0) {
      const message = `Enter a positive amount in ${invoice.currency}`;
      throw new AppError("invalid", message, { fieldErrors: { amount: [message] } });
    }
    await recordPayment(db, {
      invoiceId: id,
      amountMinor,
      currency: invoice.currency,
      method: "manual",
      reference: note || `Recorded by ${user.username}`,
    });
    revalidatePath("/invoices");
    return { id };
  },
);

/** Saves the bank-transfer details invoices show when Stripe is not configured. */
export const saveBankDetailsAction = adminAction(
  "invoices.bank-details",
  z.object({
    details: userText({ label: "Bank details", multiline: true }).max(2000, "At most 2,000 characters"),
  }),
  async ({ details }, { user }) => {
    await saveBankTransferDetails(db, details, user.username);
    revalidatePath("/invoices");
    return { saved: true };
  },
);
