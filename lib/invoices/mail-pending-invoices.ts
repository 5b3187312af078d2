/**
 * The sweep behind invoice e-mails (docs/decisions/quotes-and-projects.md "The invoice's PDF: printed
 * once per state and kept"): an invoice issued more than two minutes ago whose e-mail was never queued
 * (the process stopped between issuing and mailing, Chromium was missing) is mailed here, with a new
 * link; the conditional update on `emailed_at` keeps it once however many instances sweep.
 */
import { and, eq, isNotNull, isNull, lt, ne } from "drizzle-orm";
import { db } from "@/lib/db";
import { invoices, leads } from "@/lib/db/schema";
import { reportError } from "@/lib/error-monitor/report-error";
import { renderPdf } from "@/lib/status-reports/render-pdf";
import { mailInvoice } from "./invoice-mail";

/** How long an issued invoice is left to its own e-mail before the sweep takes it, in milliseconds. */
const GRACE_MS = 2 * 60_000;
/** Most invoices one tick mails. */
const BATCH = 20;

/**
 * Mails the invoices issued before `now` less the grace that have an address and no e-mail yet, printing
 * through `render` (Chromium by default).
 */
export async function mailPendingInvoices(
  now: Date = new Date(),
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<{ mailed: number; failed: number }> {
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(leads, eq(leads.id, invoices.leadId))
    .where(
      and(
        isNull(invoices.emailedAt),
        ne(invoices.status, "draft"),
        ne(invoices.status, "void"),
        lt(invoices.issuedAt, new Date(now.getTime() - GRACE_MS)),
        isNotNull(leads.email),
        ne(leads.email, ""),
      ),
    )
    .limit(BATCH);
  let mailed = 0;
  let failed = 0;
  for (const { id } of due) {
    try {
      if (await mailInvoice(db, id, { render })) mailed++;
    } catch (error) {
      failed++;
      await reportError(error, { severity: "high", userId: null });
    }
  }
  return { mailed, failed };
}
