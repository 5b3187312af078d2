/**
 * Reads of the quotes console (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): a page of quotes
 * filtered and searched in SQL on the indexes of lib/db/schema/quotes.ts with the totals of the whole
 * filtered list per currency; one quote with its versions, acceptance, project and event chain; the
 * dashboard's pipeline figures.
 */
import "server-only";
import { and, asc, desc, eq, gte, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import {
  keysetQuery,
  cursorKey,
  searchCondition,
  toPage,
  type KeysetOrder,
  type PagedList,
  type PageRequest,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import {
  leads,
  projects,
  quoteAcceptances,
  quotes,
  quoteSearchText,
  quoteVersions,
  users,
  type Quote,
} from "@/lib/db/schema";
import { decimalToMinor } from "@/lib/money/decimal";
import { readQuoteEvents } from "./event-chain";
import type { QuoteAssignedFilter, QuoteStatusFilter } from "./list-filter";

/** What /quotes asks for. */
export type QuoteListRequest = PageRequest & {
  q: string;
  status: QuoteStatusFilter;
  assigned: QuoteAssignedFilter;
  /** Totals at least / at most this, in major units ("1500"); blank or malformed: no bound. */
  min: string;
  max: string;
  /** Created on or after / on or before these days (`YYYY-MM-DD`, UTC); blank or malformed: no bound. */
  from: string;
  to: string;
  /** The signed-in user, for `assigned=me`. */
  userId: number;
};

/** A row of the list: the quote and its assignee's name. */
export type QuoteRow = Quote & { assigneeName: string | null };

/** The filtered list's sum per currency (minor units) and count. */
export interface QuoteTotals {
  byCurrency: { currency: string; totalMinor: number; count: number }[];
}

const ORDER: KeysetOrder = { column: quotes.createdAt, kind: "timestamp", id: quotes.id };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound in major units as minor units of a two-digit currency, or null (the filter compares like units). */
function bound(text: string): number | null {
  return text === "" ? null : decimalToMinor(text, "USD");
}

function quoteFilter(request: Omit<QuoteListRequest, keyof PageRequest>): SQL | undefined {
  const min = bound(request.min);
  const max = bound(request.max);
  return and(
    request.status === "all" ? undefined : eq(quotes.status, request.status),
    request.assigned === "me"
      ? eq(quotes.assignedTo, request.userId)
      : request.assigned === "unassigned"
        ? isNull(quotes.assignedTo)
        : undefined,
    min === null ? undefined : gte(quotes.totalMinor, min),
    max === null ? undefined : lte(quotes.totalMinor, max),
    DAY.test(request.from) && !Number.isNaN(Date.parse(request.from))
      ? gte(quotes.createdAt, new Date(`${request.from}T00:00:00Z`))
      : undefined,
    DAY.test(request.to) && !Number.isNaN(Date.parse(request.to))
      ? lt(quotes.createdAt, new Date(Date.parse(`${request.to}T00:00:00Z`) + 86_400_000))
      : undefined,
    searchCondition(quoteSearchText(quotes), request.q),
  );
}

/** A page of quotes, newest first, with the capped count and the totals of every matching quote. */
export async function pageQuotes(request: QuoteListRequest): Promise<PagedList<QuoteRow> & { totals: QuoteTotals }> {
  const filter = quoteFilter(request);
  const keyset = keysetQuery(ORDER, request);
  const [rows, total, sums] = await Promise.all([
    db
      .select({ quote: quotes, assigneeName: users.username, cursorKey: cursorKey(ORDER) })
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.assignedTo))
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(quotes, filter),
    db
      .select({
        currency: quotes.currency,
        totalMinor: sql<number>`coalesce(sum(${quotes.totalMinor}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(quotes)
      .where(filter)
      .groupBy(quotes.currency)
      .orderBy(asc(quotes.currency)),
  ]);
  const page = toPage(
    rows.map((r) => ({ row: { ...r.quote, assigneeName: r.assigneeName }, cursorKey: r.cursorKey, id: r.quote.id })),
    request,
  );
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total, totals: { byCurrency: sums } };
}

/** Quote `id` with its lead, versions (newest first, without PDFs), acceptance, project and event chain; null when gone. */
export async function readQuote(id: number, database: Database = db) {
  const [row] = await database
    .select({ quote: quotes, leadName: leads.name, leadEmail: leads.email, leadPhone: leads.phone })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .where(eq(quotes.id, id));
  if (!row) return null;
  const [versions, [acceptance], [project], chain] = await Promise.all([
    database
      .select({
        id: quoteVersions.id,
        number: quoteVersions.number,
        title: quoteVersions.title,
        summary: quoteVersions.summary,
        items: quoteVersions.items,
        discountBp: quoteVersions.discountBp,
        taxRateBp: quoteVersions.taxRateBp,
        taxMode: quoteVersions.taxMode,
        validUntil: quoteVersions.validUntil,
        paymentTerms: quoteVersions.paymentTerms,
        depositBp: quoteVersions.depositBp,
        termsText: quoteVersions.termsText,
        totalMinor: quoteVersions.totalMinor,
        sentAt: quoteVersions.sentAt,
        sentTo: quoteVersions.sentTo,
        contentSha256: quoteVersions.contentSha256,
        pdfSha256: quoteVersions.pdfSha256,
        firstViewedAt: quoteVersions.firstViewedAt,
        tokenRevokedAt: quoteVersions.tokenRevokedAt,
      })
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, id))
      .orderBy(desc(quoteVersions.number)),
    database
      .select({
        versionNumber: quoteAcceptances.versionNumber,
        acceptedAt: quoteAcceptances.acceptedAt,
        typedName: quoteAcceptances.typedName,
        clientIp: quoteAcceptances.clientIp,
        userAgent: quoteAcceptances.userAgent,
        sentTo: quoteAcceptances.sentTo,
        offeredPdfSha256: quoteAcceptances.offeredPdfSha256,
        contentSha256: quoteAcceptances.contentSha256,
        signedPdfSha256: quoteAcceptances.signedPdfSha256,
        sealedAt: quoteAcceptances.sealedAt,
        hasSignature: sql<boolean>`${quoteAcceptances.signaturePng} is not null`,
      })
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.quoteId, id)),
    database
      .select({ id: projects.id, name: projects.name, deliveredAt: projects.deliveredAt })
      .from(projects)
      .where(eq(projects.quoteId, id)),
    readQuoteEvents(database, id),
  ]);
  return { ...row, versions, acceptance: acceptance ?? null, project: project ?? null, chain };
}

/** The quotes of lead `leadId`, newest first (a lead has few). */
export function quotesOfLead(leadId: number) {
  return db
    .select({
      id: quotes.id,
      title: quotes.title,
      status: quotes.status,
      totalMinor: quotes.totalMinor,
      currency: quotes.currency,
    })
    .from(quotes)
    .where(eq(quotes.leadId, leadId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(50);
}

/** The signed PDF of quote `quoteId`, if sealed. */
export async function signedPdfOf(quoteId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ pdf: quoteAcceptances.signedPdf })
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.quoteId, quoteId));
  return row?.pdf ?? null;
}
