/**
 * The deposit invoice an accepted quote asks for (docs/decisions/quotes-and-projects.md "Invoices: numbers,
 * the deposit and payments"): one line, the quote's deposit (already the total × deposit rate, tax
 * included, so the line carries no further tax), due on issue, issued once per quote (the unique key on
 * (quote, kind) decides) and e-mailed to the client with its link in the same transaction, so the
 * e-mail exists exactly when the invoice does.
 */
import { env } from "@/lib/env";
import type { Database } from "@/lib/db";
import { enqueue } from "@/lib/outbox/enqueue";
import { formatMoney } from "@/lib/format/money";
import { clientLinkLine, withClientLink } from "@/lib/client-portal/client-link";
import { issueInvoice, type IssuedInvoice } from "./issue-invoice";

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
}

/** The public address of an invoice's link. */
export function invoiceLinkPath(token: string): string {
  return `/i/${token}`;
}

/**
 * Issues and e-mails the deposit invoice of `request.quoteId` unless it exists or the quote asks none.
 * @returns the invoice when this call issued it, null otherwise.
 */
export async function issueDepositInvoice(database: Database, request: DepositRequest): Promise<IssuedInvoice | null> {
  if (request.depositBp <= 0 || request.depositMinor <= 0) return null;
  const percent = request.depositBp / 100;
  return database.transaction(async (tx) => {
    const issued = await issueInvoice(tx, {
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
    if (issued && request.clientEmail) {
      const link = `${env.PUBLIC_BASE_URL.replace(/\/$/, "")}${invoiceLinkPath(issued.linkToken)}`;
      await enqueue(tx, {
        channel: "email",
        recipient: request.clientEmail,
        subject: `Invoice ${issued.number}: deposit for ${request.title}`,
        body:
          `Thank you for accepting "${request.title}". Invoice ${issued.number} asks the ${percent} % deposit, ` +
          `${formatMoney(issued.totalMinor, request.currency)}, due today. See it and pay it here: ${link}` +
          withClientLink(await clientLinkLine(tx, request.leadId)),
      });
    }
    return issued;
  });
}
