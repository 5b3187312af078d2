/**
 * /incidents: incidents and scheduled maintenance (docs/federation-protocol.md "Incidents and
 * maintenance"), one tab each (`?tab=maintenance`); `?incident=` shows one incident alone (where an
 * alert's link lands); live: a site going down adds its incident without a reload. Signed-in users only.
 */
import type { Metadata } from "next";
import { IntentLink } from "@/components/console/intent-link";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { IncidentsList } from "@/components/incidents/incidents-list";
import { MaintenanceList } from "@/components/incidents/maintenance-list";
import { requireUser } from "@/lib/auth/session";
import { loadIncidentFilters } from "@/lib/incidents/list-filter";
import { pageIncidents } from "@/lib/incidents/queries";
import { liveTopic } from "@/lib/live/topics";
import { linkedRowId, readListParams } from "@/lib/pagination/list-params";
import { pageMaintenance } from "@/lib/scheduled-maintenance/queries";
import { siteChoices } from "@/lib/status-pages/queries";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Incidents" };

const TABS = [
  { key: "incidents", label: "Incidents", href: "/incidents" },
  { key: "maintenance", label: "Maintenance", href: "/incidents?tab=maintenance" },
] as const;

export default async function IncidentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = await searchParams;
  const tab = params.tab === "maintenance" ? "maintenance" : "incidents";
  const request = readListParams(params);
  const incident = linkedRowId(loadIncidentFilters(params).incident);
  const sites = await siteChoices();
  return (
    <>
      <PageHeader
        title="Incidents"
        description="Outages and planned work, as the status pages and their subscribers see them."
      />
      <nav aria-label="Incidents sections" className="mb-4 flex gap-1 border-b">
        {TABS.map((t) => (
          <IntentLink
            key={t.key}
            href={t.href}
            aria-current={t.key === tab ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
              t.key === tab ? "border-primary" : "border-transparent text-muted-foreground",
            )}
          >
            {t.label}
          </IntentLink>
        ))}
      </nav>
      {tab === "incidents" ? (
        <>
          <LiveRefresh topics={[liveTopic("incidents")]} />
          <IncidentsList
            list={await pageIncidents({ ...request, incident })}
            sites={sites}
            searching={request.q !== ""}
            narrowed={incident !== null}
          />
        </>
      ) : (
        <>
          <LiveRefresh topics={[liveTopic("maintenance")]} />
          <MaintenanceList list={await pageMaintenance(request)} sites={sites} searching={request.q !== ""} />
        </>
      )}
    </>
  );
}
