/**
 * Issuing an invoice (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and payments"):
 * in one transaction the invoice row is written, the issue year's counter is taken with one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` (the row lock serialises concurrent issues, and a rollback
 * returns the number, so the sequence has no gap), and the number `YYYY-NNNN` is set on the row. Totals
 * come from lib/money/compute.ts, the one rounding rule. The invoice's link is 32 random bytes in
 * base64url (the identifier rule's `token` kind), stored only as its SHA-256, like a quote's link.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { invoiceNumberCounters, invoices, leads, type QuoteItem } from "@/lib/db/schema";
import { computeTotals, type TaxMode } from "@/lib/money/compute";
import type { InvoiceKind } from "./statuses";

/** What an invoice bills. Money in the currency's minor units, rates in basis points. */
export interface InvoiceInput {
  projectId: number;
  leadId: number;
  quoteId?: number | null;
  kind: InvoiceKind;
  /** ISO 4217. */
  currency: string;
  lines: QuoteItem[];
  discountBp?: number;
  taxRateBp?: number;
  taxMode: TaxMode;
  /** The issue date (its UTC year picks the sequence) and the due date, `YYYY-MM-DD`. */
  issueDate: string;
  dueDate: string;
  notes?: string;
}

/** An issued invoice's id, number, total (minor units) and the token of its link (`/i/<token>`). */
export interface IssuedInvoice {
  id: number;
  number: string;
  totalMinor: number;
  linkToken: string;
}

/** The stored form of an invoice link's token. */
export function hashInvoiceToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** `2026-0007`: the year, then the count within it on at least four digits. */
export function formatInvoiceNumber(year: number, count: number): string {
  return `${year}-${String(count).padStart(4, "0")}`;
}

/**
 * Issues `input` with the next number of its issue year.
 * @returns the invoice, or null when it is a deposit that its quote already has (nothing is taken then).
 * @throws RangeError when a figure is out of range (lib/money/compute.ts).
 */
export async function issueInvoice(database: Database, input: InvoiceInput): Promise<IssuedInvoice | null> {
  const totals = computeTotals({
    lines: input.lines,
    discountBp: input.discountBp,
    taxRateBp: input.taxRateBp,
    taxMode: input.taxMode,
  });
  const year = Number(input.issueDate.slice(0, 4));
  return database.transaction(async (tx) => {
    const [lead] = await tx.select({ name: leads.name }).from(leads).where(eq(leads.id, input.leadId));
    const [row] = await tx
      .insert(invoices)
      .values({
        clientName: lead?.name ?? "",
        projectId: input.projectId,
        leadId: input.leadId,
        quoteId: input.quoteId ?? null,
        kind: input.kind,
        currency: input.currency,
        lines: input.lines,
        discountBp: input.discountBp ?? 0,
        taxRateBp: input.taxRateBp ?? 0,
        taxMode: input.taxMode,
        subtotalMinor: totals.subtotalMinor,
        discountMinor: totals.discountMinor,
        taxMinor: totals.taxMinor,
        totalMinor: totals.totalMinor,
        issueDate: input.issueDate,
        dueDate: input.dueDate,
        notes: input.notes ?? "",
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (!row) return null;
    const [counter] = await tx
      .insert(invoiceNumberCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: invoiceNumberCounters.year, set: { last: sql`${invoiceNumberCounters.last} + 1` } })
      .returning({ last: invoiceNumberCounters.last });
    const number = formatInvoiceNumber(year, counter!.last);
    const linkToken = randomBytes(32).toString("base64url");
    await tx
      .update(invoices)
      .set({ number, status: "issued", issuedAt: new Date(), linkTokenHash: hashInvoiceToken(linkToken) })
      .where(eq(invoices.id, row.id));
    return { id: row.id, number, totalMinor: totals.totalMinor, linkToken };
  });
}
