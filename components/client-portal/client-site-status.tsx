/**
 * One of the client's sites on their page (docs/decisions/quotes-and-projects.md "The client's page"):
 * the status page's overall state, open incidents, components with their 90-day bars (the status page's
 * own rows), and the monthly reports. Server component.
 */
import { ComponentRow, IncidentCard } from "@/components/status-pages/public-status-view";
import { OVERALL_SENTENCE, PUBLIC_STATE_DISPLAY } from "@/lib/status-pages/labels";
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
  const incidentOnly = status.state === "operational" && status.current.length > 0;
  const overall = incidentOnly ? PUBLIC_STATE_DISPLAY.degraded : PUBLIC_STATE_DISPLAY[status.state];
  const lastDate = status.groups[0]?.components[0]?.days.at(-1)?.date ?? status.generatedAt.slice(0, 10);
  return (
    <article className="grid gap-3 rounded-xl border p-4" data-testid="client-site">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{page.name}</h3>
        <a href={`/status/${page.slug}`} className="text-sm underline underline-offset-4">
          Status page
        </a>
      </div>
      <p className={cn("rounded-lg px-3 py-2 text-sm font-semibold", overall.className)}>
        {incidentOnly ? "Incident in progress" : OVERALL_SENTENCE[status.state]}
      </p>
      {status.current.map((id) => (
        <IncidentCard key={id} incident={status.incidents[id]!} timeZone={page.timeZone} />
      ))}
      {status.groups.map((group, index) => (
        <div key={index}>
          {group.name && <h4 className="pt-2 text-sm font-medium">{group.name}</h4>}
          <ul className="divide-y">
            {group.components.map((component) => (
              <ComponentRow
                key={component.name}
                component={component}
                lastDate={lastDate}
                incidents={status.incidents}
              />
            ))}
          </ul>
        </div>
      ))}
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
