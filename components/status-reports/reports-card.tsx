/**
 * The Reports card on /status-pages/<id> (docs/federation-protocol.md "Monthly report"): the months that
 * have ended in the page's zone since it was created, newest first, each with its PDF to download and whether it was e-mailed.
 */
import { formatDate } from "@/lib/format/date";
import { pluralize } from "@/lib/format/number";
import type { ReportMonth } from "@/lib/status-reports/queries";

export function ReportsCard({
  pageId,
  months,
  recipients,
}: {
  pageId: number;
  months: ReportMonth[];
  recipients: number;
}) {
  return (
    <section className="rounded-xl border bg-card p-4" aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="font-semibold">
        Reports
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        {recipients === 0
          ? "Monthly reports are e-mailed to nobody yet: add recipients in the page's settings."
          : `Each month's report is e-mailed to ${pluralize(recipients, "recipient")} within an hour after the month ends.`}
      </p>
      {months.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No month has ended since this page was created: its first report comes after this month ends.
        </p>
      )}
      <ul className="divide-y">
        {months.map((m) => (
          <li key={m.month} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <span className="font-medium">{m.name}</span>
            <span className="flex flex-wrap items-baseline gap-x-3 text-muted-foreground">
              {m.emailed
                ? `E-mailed to ${pluralize(m.emailed.recipients, "recipient")} on ${formatDate(m.emailed.at)}`
                : null}
              <a
                className="text-foreground underline underline-offset-2"
                href={`/api/admin/status-pages/${pageId}/reports/${m.month}`}
                download
              >
                Download PDF<span className="sr-only"> for {m.name}</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
