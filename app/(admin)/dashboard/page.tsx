/** /dashboard: the signed-in landing screen (docs/spec/site-and-admin.md §2 "Dashboard"): the federated-site overview, then a card per admin screen. */
import type { Metadata } from "next";
import { IntentLink } from "@/components/console/intent-link";
import { ArrowRight } from "lucide-react";
import { FleetOverview } from "@/components/federation/fleet-overview";
import { JobsCard } from "@/components/scheduler/jobs-card";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { FleetUptimeCard } from "@/components/uptime/fleet-uptime-card";
import { LeadsDashboardCard } from "@/components/leads/leads-dashboard-card";
import { TodaysBookingsCard } from "@/components/bookings/todays-bookings-card";
import { PipelineCard } from "@/components/quotes/pipeline-card";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_SCREENS, screenOpenTo } from "@/lib/admin-screens";
import { requireUser } from "@/lib/auth/session";
import { bookingsInWindow, consoleTimeZone } from "@/lib/bookings/console-queries";
import { consoleToday } from "@/lib/bookings/console-week";
import { db } from "@/lib/db";
import { leadStats } from "@/lib/leads/queries";
import { liveTopic } from "@/lib/live/topics";
import { readPipeline } from "@/lib/quotes/pipeline";
import { lastJobRuns } from "@/lib/scheduler/queries";
import { readSitesHealth } from "@/lib/site-health/queries";
import { loadDashboardUptimeRange } from "@/lib/uptime/list-filter";
import { readFleetUptime } from "@/lib/uptime/queries";

export const metadata: Metadata = { title: "Dashboard" };

/** The dashboard re-renders when a site's health inputs, the leads, the bookings or the quotes change (docs/decisions/data-and-jobs.md "Live updates"). */
const LIVE_TOPICS = [liveTopic("sites"), liveTopic("leads"), liveTopic("bookings"), liveTopic("quotes")];

/** A welcome with the user's name, the federated overview (docs/spec/operator-console.md: 4 sites, then a link), the fleet's health and uptime (docs/federation-protocol.md "Site health", "Monitors"), the Jobs card and a card per screen of lib/admin-screens.ts. */
export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const uptimeRange = loadDashboardUptimeRange(await searchParams);
  const name = user.firstName?.trim() || user.username;
  const bookingZone = await consoleTimeZone(user.id);
  const [sites, jobs, leads, fleetUptime, todaysBookings, pipeline] = await Promise.all([
    readSitesHealth(),
    lastJobRuns(),
    leadStats(db),
    readFleetUptime(uptimeRange),
    bookingsInWindow({ ...consoleToday(bookingZone), hostId: 0, eventTypeId: 0, status: "all" }),
    readPipeline(),
  ]);
  return (
    <>
      <LiveRefresh topics={LIVE_TOPICS} />
      <PageHeader title="Dashboard" description={`Welcome back, ${name}.`} />
      <div className="mb-8">
        <LeadsDashboardCard stats={leads} />
      </div>
      <div className="mb-8">
        <TodaysBookingsCard bookings={todaysBookings} timeZone={bookingZone} />
        <PipelineCard pipeline={pipeline} />
      </div>
      <FleetOverview sites={sites} />
      <div className="mt-8">
        <FleetUptimeCard range={uptimeRange} fleet={fleetUptime} sites={sites} />
      </div>
      <div className="mt-8">
        <JobsCard jobs={jobs} />
      </div>
      <h2 className="mt-8 mb-4 text-lg font-semibold">Screens</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ADMIN_SCREENS.filter((s) => s.path !== "/dashboard" && screenOpenTo(s, user.role)).map(
          ({ path, title, description }) => (
            <li key={path}>
              <IntentLink
                href={path}
                className="group block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Card className="h-full transition-colors group-hover:border-primary">
                  <CardHeader>
                    <CardTitle className="flex items-center justify-between">
                      <h3>{title}</h3>
                      <ArrowRight className="size-4 text-muted-foreground" aria-hidden />
                    </CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                </Card>
              </IntentLink>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
