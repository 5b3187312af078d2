/**
 * What an acceptance starts once it has committed (docs/decisions/quotes-and-projects.md "Projects start from an accepted
 * quote"): the sealed PDF (lib/quotes/seal-acceptance.ts) and the project (lib/projects/start-project.ts),
 * each once however many instances run this for the same quote; then the team is told of a new project.
 * Run after the client's answer is sent, and again by the retry of anything that failed.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { quoteAcceptances, quotes, quoteVersions } from "@/lib/db/schema";
import { raiseAlert } from "@/lib/alerts/raise";
import { formatMoney } from "@/lib/format/money";
import { startProject } from "@/lib/projects/start-project";
import { renderPdf } from "@/lib/status-reports/render-pdf";
import { sealAcceptance } from "./seal-acceptance";

/**
 * Seals quote `quoteId`'s acceptance and starts its project.
 * @returns the signed PDF's hash and the project id when this call started it (null when another did).
 */
export async function afterAcceptance(
  database: Database,
  quoteId: number,
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<{ signedPdfSha256: string | null; startedProjectId: number | null }> {
  const [row] = await database
    .select({ quote: quotes, items: quoteVersions.items, title: quoteVersions.title })
    .from(quoteAcceptances)
    .innerJoin(quotes, eq(quotes.id, quoteAcceptances.quoteId))
    .innerJoin(quoteVersions, eq(quoteVersions.id, quoteAcceptances.versionId))
    .where(eq(quoteAcceptances.quoteId, quoteId));
  if (!row) return { signedPdfSha256: null, startedProjectId: null };
  const startedProjectId = await startProject(database, {
    quoteId,
    leadId: row.quote.leadId,
    ownerId: row.quote.assignedTo,
    name: row.title,
    milestones: row.items.map((item) => item.description),
  });
  if (startedProjectId !== null)
    await raiseAlert({
      rule: "quote_accepted",
      siteId: null,
      subjectKey: `quote:${quoteId}`,
      subject: `Quote Q-${quoteId} accepted: ${row.title}`,
      summary: `${row.quote.clientName || "The client"} accepted "${row.title}" (${formatMoney(row.quote.totalMinor, row.quote.currency)}). Project #${startedProjectId} started with ${row.items.length} milestones.`,
      at: new Date(),
    });
  const signedPdfSha256 = await sealAcceptance(database, quoteId, render);
  return { signedPdfSha256, startedProjectId };
}
