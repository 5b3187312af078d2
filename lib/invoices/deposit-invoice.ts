/**
 * The deposit invoice an accepted quote asks for (docs/decisions/quotes-and-projects.md "Invoices: numbers,
 * the deposit and payments"): one line, the quote's deposit (already the total × deposit rate, tax
 * included, so the line carries no further tax), due on issue, issued once per quote (the unique key on
 * (quote, kind) decides), then e-mailed to the client with its link and its PDF (lib/invoices/invoice-mail.ts;
 * the invoice-mail job sends what a crash left unsent).
 */
import type { Database } from "@/lib/db";
import { mailInvoiceOrDefer } from "./invoice-mail";
import { issueInvoice, type IssuedInvoice } from "./issue-invoice";

export { invoiceLinkPath } from "./invoice-mail";

/** The accepted quote's figures the deposit invoice needs. Money in minor units, the rate in basis points. */
export interface DepositRequest {
  quoteId: number;
  projectId: number;
  leadId: number;
  title: string;
  currency: string;
  depositBp: number;
  depositMinor: number;
  /** Where the invoice goes; none: it is issued and the team sends it by hand. */
  clientEmail: string | null;
  /** The issue date, `YYYY-MM-DD` (UTC). */
  today: string;
  /** Prints the PDF the e-mail attaches (lib/status-reports/render-pdf.ts by default). */
  render?: (html: string) => Promise<Buffer>;
}

/**
 * Issues and e-mails the deposit invoice of `request.quoteId` unless it exists or the quote asks none.
 * @returns the invoice when this call issued it, null otherwise.
 */
export async function issueDepositInvoice(database: Database, request: DepositRequest): Promise<IssuedInvoice | null> {
  if (request.depositBp <= 0 || request.depositMinor <= 0) return null;
  const percent = request.depositBp / 100;
  const issued = await issueInvoice(database, {
    projectId: request.projectId,
    leadId: request.leadId,
    quoteId: request.quoteId,
    kind: "deposit",
    currency: request.currency,
    lines: [
      {
        description: `Deposit (${percent} %) for "${request.title}"`,
        quantityMilli: 1000,
        unit: "",
        unitPriceMinor: request.depositMinor,
        discountBp: 0,
        taxRateBp: 0,
      },
    ],
    taxMode: "exclusive",
    issueDate: request.today,
    dueDate: request.today,
  });
  if (issued && request.clientEmail)
    await mailInvoiceOrDefer(database, issued.id, {
      linkToken: issued.linkToken,
      recipient: request.clientEmail,
      topic: `deposit for ${request.title}`,
      intro: `Thank you for accepting "${request.title}". Invoice ${issued.number} asks the ${percent} % deposit.`,
      render: request.render,
    });
  return issued;
}
