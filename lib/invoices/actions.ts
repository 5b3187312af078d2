"use server";
/**
 * Invoice actions (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank transfer",
 * "Staff-issued invoices: draft, issue, void", "Credit notes: their own series, negative lines"): staff
 * draft an invoice for a project, issue it (numbered and e-mailed with its PDF), void it, credit it,
 * record a payment received by hand (a bank transfer) and edit the bank-transfer details invoices show
 * without Stripe, each audited by the action wrapper.
 */
import { revalidatePath } from "next/cache";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { invoices, projects } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { isoDay } from "@/lib/format/date";
import { LineFieldProblem } from "@/lib/forms/line-fields";
import { issueCreditNote } from "./credit-note";
import { mailInvoiceOrDefer } from "./invoice-mail";
import { draftInvoice, issueDraft } from "./issue-invoice";
import { creditNoteFieldsSchema, invoiceFieldsSchema, toInvoiceFigures, toInvoiceLines } from "./schemas";
import { voidInvoice } from "./void-invoice";
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
    revalidatePath(`/invoices/${id}`);
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

/** A figure that cannot be priced, as the form's field error. */
function fieldProblem(error: unknown): never {
  if (error instanceof LineFieldProblem)
    throw new AppError("invalid", error.message, { fieldErrors: { [error.path]: [error.message] } });
  throw error;
}

/** Drafts an invoice for a project (no number yet); answers its id. */
export const createInvoiceAction = adminAction("invoices.create", invoiceFieldsSchema, async (fields, { user }) => {
  const [project] = await db.select().from(projects).where(eq(projects.id, fields.projectId));
  if (!project) {
    const message = "Choose a project";
    throw new AppError("invalid", message, { fieldErrors: { projectId: [message] } });
  }
  let figures;
  try {
    figures = toInvoiceFigures(fields);
  } catch (error) {
    fieldProblem(error);
  }
  const today = isoDay(new Date());
  const id = await draftInvoice(db, {
    projectId: project.id,
    leadId: project.leadId,
    quoteId: project.quoteId,
    kind: "standard",
    currency: fields.currency,
    ...figures,
    issueDate: today,
    dueDate: fields.dueDate,
    notes: fields.notes,
    createdBy: user.username,
  });
  revalidatePath("/invoices");
  return { id: id! };
});

/** Issues draft invoice `id`: its number, its link, its PDF and its e-mail. */
export const issueInvoiceAction = adminAction(
  "invoices.issue",
  z.object({ id: rowId("Unknown invoice") }),
  async ({ id }) => {
    const issued = await issueDraft(db, id, isoDay(new Date()));
    if (!issued) {
      const [invoice] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
      if (!invoice) throw new AppError("not_found", "Unknown invoice");
      throw new AppError("conflict", `This invoice was already issued as ${invoice.number}`);
    }
    const emailed = await mailInvoiceOrDefer(db, id, { linkToken: issued.linkToken });
    revalidatePath("/invoices");
    revalidatePath(`/invoices/${id}`);
    return { id, number: issued.number, emailed };
  },
);

/** Voids issued invoice `id`; it keeps its number. */
export const voidInvoiceAction = adminAction(
  "invoices.void",
  z.object({ id: rowId("Unknown invoice") }),
  async ({ id }) => {
    const number = await voidInvoice(db, id);
    revalidatePath("/invoices");
    revalidatePath(`/invoices/${id}`);
    return { id, number };
  },
);

/** Issues a credit note against invoice `id` and e-mails it; answers the note's id and number. */
export const creditInvoiceAction = adminAction(
  "invoices.credit",
  creditNoteFieldsSchema,
  async ({ id, items, notes }, { user }) => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!invoice) throw new AppError("not_found", "Unknown invoice");
    let lines;
    try {
      lines = toInvoiceLines(items, invoice.currency, invoice.taxRateBp, invoice.taxMode as "exclusive" | "inclusive");
    } catch (error) {
      fieldProblem(error);
    }
    const note = await issueCreditNote(db, {
      invoiceId: id,
      lines,
      notes,
      issueDate: isoDay(new Date()),
      createdBy: user.username,
    });
    await mailInvoiceOrDefer(db, note.id, { linkToken: note.linkToken });
    revalidatePath("/invoices");
    revalidatePath(`/invoices/${id}`);
    return { id, creditNoteId: note.id, number: note.number };
  },
);
