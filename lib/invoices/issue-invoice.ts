/**
 * Drafting and issuing invoices (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and
 * payments"): issuing is one transaction that claims the draft (`status = 'draft'`), takes the next
 * number of its series and issue year (`invoice_number_counters`, or `credit_note_number_counters` for
 * a credit note) with one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` (the row lock serialises concurrent issues, and a rollback
 * returns the number, so the sequence has no gap) and sets the number. Invoices number `2026-0007`,
 * credit notes their own series `CN-2026-0001` (docs/decisions/quotes-and-projects.md "Credit notes:
 * their own series, negative lines"). Totals come from lib/money/compute.ts, the one rounding rule. The
 * invoice's link is 32 random bytes in base64url (the identifier rule's `token` kind), stored only as its
 * SHA-256, like a quote's link.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { creditNoteNumberCounters, invoiceNumberCounters, invoices, leads, type QuoteItem } from "@/lib/db/schema";
import { computeTotals, type TaxMode } from "@/lib/money/compute";
import type { InvoiceKind } from "./statuses";

/** What an invoice bills. Money in the currency's minor units, rates in basis points. */
export interface InvoiceInput {
  projectId: number;
  leadId: number;
  quoteId?: number | null;
  kind: InvoiceKind;
  /** A credit note's invoice. */
  creditedInvoiceId?: number | null;
  /** ISO 4217. */
  currency: string;
  lines: QuoteItem[];
  discountBp?: number;
  taxRateBp?: number;
  taxMode: TaxMode;
  /** The issue date (its UTC year picks the sequence; a draft's is set when issued) and the due date, `YYYY-MM-DD`. */
  issueDate: string;
  dueDate: string;
  notes?: string;
  /** Who drafted it (a username); `system` by default. */
  createdBy?: string;
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

/** `2026-0007` (a credit note: `CN-2026-0001`): the year, then the count within it on at least four digits. */
export function formatInvoiceNumber(year: number, count: number, kind: InvoiceKind = "standard"): string {
  return `${kind === "credit" ? "CN-" : ""}${year}-${String(count).padStart(4, "0")}`;
}

/** A new link token for an invoice and the hash that is stored. */
export function newInvoiceLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvoiceToken(token) };
}

/**
 * Writes `input` as a draft (no number).
 * @returns its id, or null when it is a deposit or final invoice that already exists.
 * @throws RangeError when a figure is out of range (lib/money/compute.ts).
 */
export async function draftInvoice(database: Database, input: InvoiceInput): Promise<number | null> {
  const totals = computeTotals({
    lines: input.lines,
    discountBp: input.discountBp,
    taxRateBp: input.taxRateBp,
    taxMode: input.taxMode,
    credit: input.kind === "credit",
  });
  const [lead] = await database.select({ name: leads.name }).from(leads).where(eq(leads.id, input.leadId));
  const [row] = await database
    .insert(invoices)
    .values({
      clientName: lead?.name ?? "",
      projectId: input.projectId,
      leadId: input.leadId,
      quoteId: input.quoteId ?? null,
      kind: input.kind,
      creditedInvoiceId: input.creditedInvoiceId ?? null,
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
      createdBy: input.createdBy ?? "system",
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  return row?.id ?? null;
}

/**
 * Issues draft `invoiceId` on `issueDate` (`YYYY-MM-DD`, UTC) with the next number of its series and year.
 * A due date before the issue date moves to it.
 * @returns the issued invoice, or null when it is not a draft (issued meanwhile, or gone).
 */
export async function issueDraft(
  database: Database,
  invoiceId: number,
  issueDate: string,
): Promise<IssuedInvoice | null> {
  const year = Number(issueDate.slice(0, 4));
  return database.transaction(async (tx) => {
    // The draft's row lock makes a second issue of it wait, then find it issued.
    const [draft] = await tx
      .select({ kind: invoices.kind, totalMinor: invoices.totalMinor })
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "draft")))
      .for("update");
    if (!draft) return null;
    const counters = draft.kind === "credit" ? creditNoteNumberCounters : invoiceNumberCounters;
    const [counter] = await tx
      .insert(counters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: counters.year, set: { last: sql`${counters.last} + 1` } })
      .returning({ last: counters.last });
    const number = formatInvoiceNumber(year, counter!.last, draft.kind as InvoiceKind);
    const { token, tokenHash } = newInvoiceLinkToken();
    await tx
      .update(invoices)
      .set({
        status: "issued",
        number,
        issueDate,
        dueDate: sql`greatest(${invoices.dueDate}, ${issueDate}::date)`,
        issuedAt: new Date(),
        linkTokenHash: tokenHash,
      })
      .where(eq(invoices.id, invoiceId));
    return { id: invoiceId, number, totalMinor: draft.totalMinor, linkToken: token };
  });
}

/**
 * Drafts and issues `input` in one transaction.
 * @returns the invoice, or null when it is a deposit or final invoice that already exists (nothing is taken then).
 * @throws RangeError when a figure is out of range (lib/money/compute.ts).
 */
export async function issueInvoice(database: Database, input: InvoiceInput): Promise<IssuedInvoice | null> {
  return database.transaction(async (tx) => {
    const id = await draftInvoice(tx, input);
    return id === null ? null : issueDraft(tx, id, input.issueDate);
  });
}
