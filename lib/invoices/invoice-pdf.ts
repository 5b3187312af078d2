/**
 * An issued invoice's PDF (docs/decisions/quotes-and-projects.md "The invoice's PDF: printed once per
 * state and kept"): printed by the quotes' and monthly report's renderer and kept in `invoice_pdfs`, so
 * every instance serves the same bytes and a download costs no Chromium. What the PDF shows changes only
 * with the invoice's status, what was paid and what was credited; those make its state key, and a
 * request that finds another state prints the current one in its place.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { invoicePdfs, invoices, type Invoice } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { renderPdf } from "@/lib/status-reports/render-pdf";
import { invoiceHtml } from "./invoice-html";
import { readBankTransferDetails } from "./settings";

/** A printed invoice: its file name (ASCII) and the PDF. */
export interface InvoicePdf {
  filename: string;
  pdf: Buffer;
}

/** What the printed copy of `invoice` depends on beyond its frozen lines. */
function stateKey(invoice: Invoice, creditNotes: { number: string | null }[]): string {
  return [invoice.status, invoice.amountPaidMinor, invoice.creditedMinor, creditNotes.length].join(":");
}

/** The file name of `invoice`'s PDF. */
export function invoicePdfFilename(invoice: Pick<Invoice, "kind" | "number">): string {
  return `${invoice.kind === "credit" ? "credit-note" : "invoice"}-${invoice.number ?? "draft"}.pdf`;
}

/**
 * The PDF of issued invoice `invoiceId` as it stands: the kept copy, or printed (through `render`) and kept.
 * @returns null for no such invoice or a draft.
 * @throws AppError `unavailable` when there is no Chromium to print with.
 */
export async function invoicePdf(
  database: Database,
  invoiceId: number,
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<InvoicePdf | null> {
  const [invoice] = await database.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.status === "draft") return null;
  const creditNotes = await database
    .select({ number: invoices.number, totalMinor: invoices.totalMinor })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoiceId), ne(invoices.status, "draft"), ne(invoices.status, "void")))
    .orderBy(asc(invoices.id));
  const key = stateKey(invoice, creditNotes);
  const filename = invoicePdfFilename(invoice);
  const [kept] = await database.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, invoiceId));
  if (kept?.stateKey === key) return { filename, pdf: Buffer.from(kept.pdf) };
  const [credited] = invoice.creditedInvoiceId
    ? await database
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.id, invoice.creditedInvoiceId))
    : [];
  const pdf = await render(
    invoiceHtml(invoice, {
      creditedNumber: credited?.number ?? null,
      creditNotes: creditNotes.map((note) => ({ number: note.number ?? "", totalMinor: note.totalMinor })),
      bankTransferDetails: env.STRIPE_SECRET_KEY ? null : await readBankTransferDetails(database),
    }),
  );
  // Two instances printing the same state keep the first copy; a newer state replaces an older one.
  const [stored] = await database
    .insert(invoicePdfs)
    .values({ invoiceId, stateKey: key, pdf })
    .onConflictDoUpdate({
      target: invoicePdfs.invoiceId,
      set: { stateKey: key, pdf, createdAt: new Date() },
      setWhere: ne(invoicePdfs.stateKey, key),
    })
    .returning({ pdf: invoicePdfs.pdf });
  if (stored) return { filename, pdf: Buffer.from(stored.pdf) };
  const [current] = await database
    .select({ pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .where(eq(invoicePdfs.invoiceId, invoiceId));
  return { filename, pdf: current ? Buffer.from(current.pdf) : pdf };
}
