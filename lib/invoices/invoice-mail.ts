/**
 * The e-mail of an issued invoice or credit note (docs/decisions/quotes-and-projects.md "The invoice's
 * PDF: printed once per state and kept"): its link and its PDF attached (stored with the outbox row, so a
 * retry sends the same bytes), queued once: the conditional update on `emailed_at` decides which caller
 * queues it, in the same transaction. Printing happens before that transaction, so no lock waits on
 * Chromium. A caller without the link's token (the sweep after a crash) gives the invoice a new link,
 * whose hash replaces the old one in that same update.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { invoices, leads, projects } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { formatDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { clientLinkLine, withClientLink } from "@/lib/client-portal/client-link";
import { enqueue } from "@/lib/outbox/enqueue";
import { reportError } from "@/lib/error-monitor/report-error";
import { renderPdf } from "@/lib/status-reports/render-pdf";
import { invoicePdf } from "./invoice-pdf";
import { newInvoiceLinkToken } from "./issue-invoice";
import { owedMinor } from "./owed";
import { INVOICE_KIND_LABELS, type InvoiceKind } from "./statuses";

/** The public address of an invoice's link. */
export function invoiceLinkPath(token: string): string {
  return `/i/${token}`;
}

/** How an invoice's e-mail is sent. */
export interface InvoiceMailOptions {
  /** The token of the link issuing made; none: a new link is made. */
  linkToken?: string | null;
  /** The address; the lead's e-mail when absent. */
  recipient?: string | null;
  /** The first paragraph (why this invoice comes); a plain one when absent. */
  intro?: string;
  /** What the subject names after the number; the project's name when absent. */
  topic?: string;
  render?: (html: string) => Promise<Buffer>;
}

/**
 * Queues issued invoice `invoiceId`'s e-mail with its PDF unless it was queued or there is no address.
 * @returns whether this call queued it.
 * @throws AppError `unavailable` when there is no Chromium to print with.
 */
export async function mailInvoice(
  database: Database,
  invoiceId: number,
  options: InvoiceMailOptions = {},
): Promise<boolean> {
  const [row] = await database
    .select({ invoice: invoices, leadEmail: leads.email, projectName: projects.name })
    .from(invoices)
    .innerJoin(leads, eq(leads.id, invoices.leadId))
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .where(eq(invoices.id, invoiceId));
  const recipient = options.recipient || row?.leadEmail;
  if (!row || row.invoice.status === "draft" || row.invoice.emailedAt || !recipient) return false;
  const printed = await invoicePdf(database, invoiceId, options.render ?? renderPdf);
  if (!printed) return false;
  const { invoice } = row;
  const fresh = options.linkToken ? null : newInvoiceLinkToken();
  const token = options.linkToken ?? fresh!.token;
  return database.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invoices)
      .set({ emailedAt: new Date(), ...(fresh ? { linkTokenHash: fresh.tokenHash } : {}) })
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.emailedAt), ne(invoices.status, "draft")))
      .returning({ id: invoices.id });
    if (!claimed) return false;
    const kind = INVOICE_KIND_LABELS[invoice.kind as InvoiceKind];
    const link = `${env.PUBLIC_BASE_URL.replace(/\/$/, "")}${invoiceLinkPath(token)}`;
    const owed = owedMinor(invoice);
    const ask =
      invoice.kind === "credit"
        ? `It takes ${formatMoney(-invoice.totalMinor, invoice.currency)} off what you owe.`
        : `It asks ${formatMoney(owed, invoice.currency)}, due ${formatDate(invoice.dueDate ?? "")}.`;
    await enqueue(tx, {
      channel: "email",
      recipient,
      subject: `${invoice.kind === "credit" ? "Credit note" : "Invoice"} ${invoice.number}: ${options.topic ?? row.projectName}`,
      body: `${options.intro ?? `${kind} ${invoice.number} is attached.`} ${ask} See it${invoice.kind === "credit" ? "" : " and pay it"} here: ${link}${withClientLink(await clientLinkLine(tx, invoice.leadId))}`,
      attachments: [
        { filename: printed.filename, content: printed.pdf.toString("base64"), contentType: "application/pdf" },
      ],
    });
    return true;
  });
}

/**
 * `mailInvoice`, but a failure (no Chromium, a database blip) is recorded and left to the invoice-mail
 * job (lib/invoices/mail-pending-invoices.ts) instead of undoing what issued the invoice.
 * @returns whether this call queued the e-mail.
 */
export async function mailInvoiceOrDefer(
  database: Database,
  invoiceId: number,
  options: InvoiceMailOptions = {},
): Promise<boolean> {
  try {
    return await mailInvoice(database, invoiceId, options);
  } catch (error) {
    await reportError(error, { severity: "high", userId: null });
    return false;
  }
}
