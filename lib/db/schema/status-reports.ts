/**
 * The printed monthly reports of status pages (docs/federation-protocol.md "Monthly report"): once a
 * month has ended in a page's zone its report no longer changes, so its PDF (about a second of Chromium)
 * is printed once and kept here, where every instance serves it from. Dropped with its page, and when
 * the page's name, zone or components change (lib/status-reports/report-pdf.ts).
 */
import { char, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { statusPages } from "./status-pages";

export const statusReportPdfs = pgTable(
  "status_report_pdfs",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => statusPages.id, { onDelete: "cascade" }),
    /** The month of the page's zone, `YYYY-MM`. */
    month: char("month", { length: 7 }).notNull(),
    pdf: bytea("pdf").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.month] })],
);
export type StatusReportPdf = typeof statusReportPdfs.$inferSelect;
