/**
 * Marking a project delivered (docs/decisions/quotes-and-projects.md "The final invoice on delivery"):
 * one conditional update (`delivered_at is null`) decides which call delivers it, and in its transaction
 * the final invoice is issued (lib/invoices/final-invoice.ts, itself once per project by its unique key),
 * so two clicks or two instances make one delivery and one final invoice. The invoice is e-mailed with its
 * PDF after the commit.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { projects } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { issueFinalInvoice } from "@/lib/invoices/final-invoice";
import { mailInvoiceOrDefer } from "@/lib/invoices/invoice-mail";
import { renderPdf } from "@/lib/status-reports/render-pdf";

/**
 * Marks project `projectId` delivered by `actor` on `today` (`YYYY-MM-DD`, UTC) and issues its final invoice.
 * @returns the final invoice's id and number, or null when nothing was left to invoice.
 * @throws AppError `not_found` for no such project, `conflict` when it was already delivered.
 */
export async function deliverProject(
  database: Database,
  projectId: number,
  actor: string,
  today: string,
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<{ id: number; number: string } | null> {
  const issued = await database.transaction(async (tx) => {
    const [delivered] = await tx
      .update(projects)
      .set({ deliveredAt: new Date(), deliveredBy: actor })
      .where(and(eq(projects.id, projectId), isNull(projects.deliveredAt)))
      .returning({ id: projects.id });
    if (!delivered) {
      const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
      throw project
        ? new AppError("conflict", "This project was already marked delivered")
        : new AppError("not_found", "Unknown project");
    }
    return issueFinalInvoice(tx, projectId, today);
  });
  if (!issued) return null;
  await mailInvoiceOrDefer(database, issued.id, { linkToken: issued.linkToken, render });
  return { id: issued.id, number: issued.number };
}
