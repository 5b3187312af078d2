/**
 * What an acceptance starts once it has committed (docs/decisions/quotes-and-projects.md "Projects start from an accepted
 * quote"): the sealed PDF (lib/quotes/seal-acceptance.ts), the project (lib/projects/start-project.ts) and
 * the deposit invoice (lib/invoices/deposit-invoice.ts),
 * each once however many instances run this for the same quote; then the team is told of a new project.
 * Run after the client's answer is sent, and again by the retry of anything that failed.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leads, projects, quoteAcceptances, quotes, quoteVersions } from "@/lib/db/schema";
import { issueDepositInvoice } from "@/lib/invoices/deposit-invoice";
import { computeTotals, type TaxMode } from "@/lib/money/compute";
import { raiseAlert } from "@/lib/alerts/raise";
import { isoDay } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { startProject } from "@/lib/projects/start-project";
import { renderPdf } from "@/lib/status-reports/render-pdf";
import { sealAcceptance } from "./seal-acceptance";

/**
 * Seals quote `quoteId`'s acceptance, starts its project and issues its deposit invoice.
 * @returns the signed PDF's hash, and the project id and the deposit invoice's number when this call
 * made them (null when another did, or when the quote asks no deposit).
 */
export async function afterAcceptance(
  database: Database,
  quoteId: number,
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<{ signedPdfSha256: string | null; startedProjectId: number | null; depositInvoiceNumber: string | null }> {
  const [row] = await database
    .select({ quote: quotes, version: quoteVersions, sentTo: quoteAcceptances.sentTo, leadEmail: leads.email })
    .from(quoteAcceptances)
    .innerJoin(quotes, eq(quotes.id, quoteAcceptances.quoteId))
    .innerJoin(quoteVersions, eq(quoteVersions.id, quoteAcceptances.versionId))
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .where(eq(quoteAcceptances.quoteId, quoteId));
  if (!row) return { signedPdfSha256: null, startedProjectId: null, depositInvoiceNumber: null };
  const { version } = row;
  const startedProjectId = await startProject(database, {
    quoteId,
    leadId: row.quote.leadId,
    ownerId: row.quote.assignedTo,
    name: version.title,
    milestones: version.items.map((item) => item.description),
  });
  if (startedProjectId !== null)
    await raiseAlert({
      rule: "quote_accepted",
      siteId: null,
      subjectKey: `quote:${quoteId}`,
      subject: `Quote Q-${quoteId} accepted: ${version.title}`,
      summary: `${row.quote.clientName || "The client"} accepted "${version.title}" (${formatMoney(row.quote.totalMinor, row.quote.currency)}). Project #${startedProjectId} started with ${version.items.length} milestones.`,
      at: new Date(),
    });
  const [project] = await database.select({ id: projects.id }).from(projects).where(eq(projects.quoteId, quoteId));
  const { depositMinor } = computeTotals({
    lines: version.items,
    discountBp: version.discountBp,
    taxRateBp: version.taxRateBp,
    taxMode: version.taxMode as TaxMode,
    depositBp: version.depositBp,
  });
  const deposit = await issueDepositInvoice(database, {
    quoteId,
    projectId: project!.id,
    leadId: row.quote.leadId,
    title: version.title,
    currency: row.quote.currency,
    depositBp: version.depositBp,
    depositMinor,
    clientEmail: row.sentTo.includes("@") ? row.sentTo : row.leadEmail,
    today: isoDay(new Date()),
    render,
  });
  const signedPdfSha256 = await sealAcceptance(database, quoteId, render);
  return { signedPdfSha256, startedProjectId, depositInvoiceNumber: deposit?.number ?? null };
}
