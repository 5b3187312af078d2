/**
 * One of the client's sites on their page (docs/decisions/quotes-and-projects.md "The client's page"):
 * the status page's overall state, open incidents, components with their 90-day bars (the status page's
 * own rows), and the monthly reports. Server component.
 */
import { ComponentGroups, IncidentCard, overallOf } from "@/components/status-pages/public-status-view";
import type { PublicStatus } from "@/lib/status-pages/public-status";
import type { ReportMonth } from "@/lib/status-reports/queries";
import { cn } from "@/lib/utils";

/** The site of `status`; `reportHref(month)` is a monthly report's address. */
export function ClientSiteStatus({
  status,
  months,
  reportHref,
}: {
  status: PublicStatus;
  months: ReportMonth[];
  reportHref: (month: string) => string;
}) {
  const { page } = status;
  const overall = overallOf(status);
  return (
    <article className="grid gap-3 rounded-xl border p-4" data-testid="client-site">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{page.name}</h3>
        <a href={`/status/${page.slug}`} className="text-sm underline underline-offset-4">
          Status page
        </a>
      </div>
      <p className={cn("rounded-lg px-3 py-2 text-sm font-semibold", overall.className)}>{overall.sentence}</p>
      {status.current.map((id) => (
        <IncidentCard key={id} incident={status.incidents[id]!} timeZone={page.timeZone} />
      ))}
      <ComponentGroups status={status} />
      {months.length > 0 && (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">Monthly reports</h4>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {months.map((m) => (
              <li key={m.month}>
                <a href={reportHref(m.month)} className="underline underline-offset-4" download>
                  {m.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
