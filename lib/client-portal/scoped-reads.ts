/**
 * The rows a client's link may open besides its page (docs/decisions/quotes-and-projects.md "The client's
 * page"): each read names the link's lead in its condition, so another client's invoice id, quote id,
 * status page id or booking id answers null (a 404), the same as an id that does not exist.
 */
import "server-only";
import { and, eq, gt, isNotNull, ne } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  bookings,
  invoices,
  projects,
  projectStatusPages,
  quoteAcceptances,
  quotes,
  statusPages,
} from "@/lib/db/schema";

/** Lead `leadId`'s issued invoice `invoiceId` (id only), or null. */
export async function clientInvoiceId(database: Database, leadId: number, invoiceId: number): Promise<number | null> {
  const [row] = await database
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.leadId, leadId), ne(invoices.status, "draft")));
  return row?.id ?? null;
}

/** The sealed PDF (quote and certificate) of lead `leadId`'s accepted quote `quoteId`, or null until sealed. */
export async function clientSignedPdf(
  database: Database,
  leadId: number,
  quoteId: number,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const [row] = await database
    .select({ pdf: quoteAcceptances.signedPdf, version: quoteAcceptances.versionNumber })
    .from(quoteAcceptances)
    .innerJoin(quotes, eq(quotes.id, quoteAcceptances.quoteId))
    .where(and(eq(quotes.id, quoteId), eq(quotes.leadId, leadId)));
  return row?.pdf ? { filename: `quote-Q-${quoteId}-v${row.version}-signed.pdf`, pdf: row.pdf } : null;
}

/** Published status page `statusPageId` when one of lead `leadId`'s projects shows it, else null. */
export async function clientStatusPageId(
  database: Database,
  leadId: number,
  statusPageId: number,
): Promise<number | null> {
  const [row] = await database
    .select({ id: statusPages.id })
    .from(projectStatusPages)
    .innerJoin(projects, eq(projects.id, projectStatusPages.projectId))
    .innerJoin(statusPages, eq(statusPages.id, projectStatusPages.statusPageId))
    .where(and(eq(projects.leadId, leadId), eq(statusPages.id, statusPageId), isNotNull(statusPages.publishedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** Lead `leadId`'s confirmed, future booking `bookingId`, or null. */
export async function clientBookingId(
  database: Database,
  leadId: number,
  bookingId: number,
  now = new Date(),
): Promise<number | null> {
  const [row] = await database
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.leadId, leadId),
        eq(bookings.status, "confirmed"),
        gt(bookings.startAt, now),
      ),
    );
  return row?.id ?? null;
}
