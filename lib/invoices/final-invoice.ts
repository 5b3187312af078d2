/**
 * The final invoice of a delivered project (docs/decisions/quotes-and-projects.md "The final invoice on
 * delivery"): the accepted version's lines, discount and tax as the client signed them, less the deposit
 * already invoiced as one line "Deposit invoiced (invoice 2026-0007)" that takes no share of the discount
 * and no tax (lib/money/compute.ts `deduction`), so the final total is the quote's total less the deposit
 * invoice's (less what credit notes took off it) to the minor unit. Once per project: the unique key on
 * (project, kind) where the kind is `final` decides, as the deposit's does.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { invoices, projects, quoteAcceptances, quotes, quoteVersions, type QuoteItem } from "@/lib/db/schema";
import { addDays } from "@/lib/format/zoned-time";
import type { TaxMode } from "@/lib/money/compute";
import { issueInvoice, type IssuedInvoice } from "./issue-invoice";
import { DEFAULT_DUE_DAYS } from "./statuses";

/**
 * Issues project `projectId`'s final invoice on `today` (`YYYY-MM-DD`, UTC) unless it exists, its quote
 * was never accepted, or the deposit already covers everything.
 * @returns the invoice when this call issued it, null otherwise.
 */
export async function issueFinalInvoice(
  database: Database,
  projectId: number,
  today: string,
): Promise<IssuedInvoice | null> {
  const [row] = await database
    .select({ project: projects, currency: quotes.currency, version: quoteVersions })
    .from(projects)
    .innerJoin(quotes, eq(quotes.id, projects.quoteId))
    .innerJoin(quoteAcceptances, eq(quoteAcceptances.quoteId, quotes.id))
    .innerJoin(quoteVersions, eq(quoteVersions.id, quoteAcceptances.versionId))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const [deposit] = await database
    .select({ number: invoices.number, totalMinor: invoices.totalMinor, creditedMinor: invoices.creditedMinor })
    .from(invoices)
    .where(
      and(
        eq(invoices.quoteId, row.project.quoteId),
        eq(invoices.kind, "deposit"),
        inArray(invoices.status, ["issued", "partially_paid", "paid"]),
      ),
    );
  const depositMinor = deposit ? deposit.totalMinor - deposit.creditedMinor : 0;
  const lines: QuoteItem[] = [
    ...row.version.items,
    ...(depositMinor > 0
      ? [
          {
            description: `Deposit invoiced (invoice ${deposit!.number})`,
            quantityMilli: 1000,
            unit: "",
            unitPriceMinor: -depositMinor,
            discountBp: 0,
            taxRateBp: 0,
            deduction: true,
          },
        ]
      : []),
  ];
  if (row.version.totalMinor - depositMinor <= 0) return null;
  return issueInvoice(database, {
    projectId,
    leadId: row.project.leadId,
    quoteId: row.project.quoteId,
    kind: "final",
    currency: row.currency,
    lines,
    discountBp: row.version.discountBp,
    taxRateBp: row.version.taxRateBp,
    taxMode: row.version.taxMode as TaxMode,
    issueDate: today,
    dueDate: addDays(today, DEFAULT_DUE_DAYS),
    notes: `Final invoice for "${row.version.title}", delivered.`,
  });
}
