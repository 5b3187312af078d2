"use client";
/**
 * Centralized Site Control (docs/spec/operator-console.md §2 "/site-control"): Sync All Sites, Add Site, the edit
 * dialog, the 'Sync Failures Detected' alert, and seven tabs. Site status and the collected features,
 * TODOs, errors and analytics are polled every 30 s (§9); a spinner alone shows until the first load.
 * Every list is one server page whose position, size and search live in the URL (each list under its own
 * prefix, lib/federation/hub-list-params.ts), and the polls are answered 304 while nothing changed; a
 * change to any site (its health, a sync) fetches them at once (live updates).
 * A 'Sync Failure Alert' toast is raised once per failed report, for the newest one under 5 minutes old (§4).
 */
import { IfMay } from "@/components/console/if-may";
import { useEffect, useRef, useState } from "react";
import { IntentLink } from "@/components/console/intent-link";
import { AlertTriangle, Loader2, Plus, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/console/titled-card";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CUT, POLL_MS, SYNC_ALERT, cut, successRate, syncFailureToAlert } from "@/lib/federation/labels";
import { LISTED_KINDS, LISTED_KIND_NAMES } from "@/lib/federation/collected/labels";
import { HUB_LIST_PREFIX, hubListQuery } from "@/lib/federation/hub-list-params";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { PageHeader } from "@/components/console/page-header";
import { StatCard } from "@/components/console/stat-card";
import { AnalyticsPanel } from "./analytics-panel";
import { CollectedFeatures } from "./collected-features";
import { COLLECTED_VIEWS, type CollectedRows } from "./collected-views";
import { NewKeyDialog } from "./new-key-dialog";
import { RemoteSiteKeyCard, type RemoteKeyStatus } from "./remote-site-key-card";
import { SetupInstructions } from "./setup-instructions";
import { SiteFormDialog } from "./site-form-dialog";
import { SitesTable } from "./sites-table";
import { SyncReportsTable } from "./sync-reports-table";
import { SyncSummary } from "./sync-summary";
import type {
  AnalyticsJson,
  ErrorJson,
  FeatureJson,
  PageJson,
  ReportJson,
  SiteJson,
  StatusJson,
  TodoJson,
} from "./types";
import { usePolled } from "./use-polled";
import { useHubListQuery, usePolledList } from "./use-polled-list";
import { useSiteActions } from "./use-site-actions";
import { EmptyState } from "@/components/console/empty-state";
import { useLiveChanges } from "@/components/console/use-live";
import { liveTopic } from "@/lib/live/topics";

/** What the screen follows besides its polls: any site's health inputs and collected data. */
const LIVE_TOPICS = [liveTopic("sites")];

/** sessionStorage key of the sync reports already alerted. */
const ALERTED_KEY = "site-control:alerted-sync-failures";

/** A list's pager once its first page has arrived and holds rows. */
function Pager({ list, noun, prefix }: { list: PageJson<unknown> | undefined; noun: string; prefix: string }) {
  if (!list || (list.total.count === 0 && !list.prevCursor)) return null;
  return <ListPager page={list} total={list.total} noun={noun} prefix={prefix} />;
}

/** Kind `name`'s view over the rows its poll holds (none before the first answer). */
function viewOf<K extends keyof CollectedRows>(
  name: K,
  lists: { [N in keyof CollectedRows]: { data?: PageJson<CollectedRows[N][number]> } },
) {
  return COLLECTED_VIEWS[name]((lists[name].data?.rows ?? []) as CollectedRows[K]);
}

/** The screen; `hubUrl` is this app's public address and `keyStatus` the remote-site key state. */
export function SiteControl({ hubUrl, keyStatus }: { hubUrl: string; keyStatus: RemoteKeyStatus }) {
  const siteList = useHubListQuery();
  const status = usePolled<StatusJson>(`/api/csc/status${hubListQuery(siteList)}`, POLL_MS.siteControl);
  const reports = usePolledList<ReportJson>("/api/csc/sync-reports", HUB_LIST_PREFIX.reports, POLL_MS.siteControl);
  // One poll per collected kind listed (lib/federation/collected/labels.ts).
  const todos = usePolledList<TodoJson>(LISTED_KINDS.todos.hubPath, LISTED_KINDS.todos.listPrefix, POLL_MS.siteControl);
  const errors = usePolledList<ErrorJson>(
    LISTED_KINDS.errors.hubPath,
    LISTED_KINDS.errors.listPrefix,
    POLL_MS.siteControl,
  );
  const features = usePolledList<FeatureJson>(
    LISTED_KINDS.features.hubPath,
    LISTED_KINDS.features.listPrefix,
    POLL_MS.siteControl,
  );
  const collected = { todos, errors, features } satisfies Record<keyof CollectedRows, { data?: PageJson<unknown> }>;
  const analytics = usePolledList<AnalyticsJson, { totalViews: number }>(
    "/api/admin/federated-analytics",
    HUB_LIST_PREFIX.analytics,
    POLL_MS.siteControl,
  );
  const refreshAll = () => [status, reports, features, todos, errors, analytics].forEach((q) => void q.refresh());
  // A site's health or data changed: fetch now rather than at the next poll (docs/decisions/data-and-jobs.md "Live updates").
  useLiveChanges(LIVE_TOPICS, refreshAll);
  const { sync, toggle, disable } = useSiteActions(refreshAll);

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SiteJson | null>(null);
  const [newKey, setNewKey] = useState<{ siteName: string; apiKey: string } | null>(null);
  const alerted = useRef<Set<number> | null>(null);

  const latestReports = status.data?.recentReports;
  useEffect(() => {
    if (!latestReports) return;
    // Alerted report ids live in sessionStorage, so a reload does not raise the same alert again.
    alerted.current ??= new Set(JSON.parse(sessionStorage.getItem(ALERTED_KEY) ?? "[]") as number[]);
    const report = syncFailureToAlert(latestReports, alerted.current);
    if (!report) return;
    alerted.current.add(report.id);
    sessionStorage.setItem(ALERTED_KEY, JSON.stringify([...alerted.current].slice(-100)));
    toast.error("Sync Failure Alert", {
      description: `${report.siteName}: ${cut(report.errorMessage ?? "Unknown error", CUT.toastError)}`,
      duration: SYNC_ALERT.toastMs,
    });
  }, [latestReports]);

  if (!status.data) {
    return (
      <div className="flex min-h-64 items-center justify-center" role="status">
        <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Loading</span>
      </div>
    );
  }

  const { sites, recentReports, totalSites, activeSites, todoCategories } = status.data;
  const latestBySite = new Map<number, string>();
  for (const r of recentReports) if (!latestBySite.has(r.siteId)) latestBySite.set(r.siteId, r.syncStatus);
  const failing = [...latestBySite.values()].some((s) => s === "failed");

  return (
    <>
      <PageHeader
        title="Centralized Site Control"
        description="Sync runs automatically every 6 hours and can be run manually at any time."
      >
        <IfMay permission="federation.sync">
          <Button variant="outline" onClick={() => sync()}>
            <RefreshCw aria-hidden="true" /> Sync All Sites
          </Button>
        </IfMay>
        <IfMay permission="federation.sites.create">
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add Site
          </Button>
        </IfMay>
      </PageHeader>

      {failing && (
        <Alert variant="destructive" className="mb-6">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Sync Failures Detected</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              <li>Retry with Sync All Sites.</li>
              <li>Check that the site URLs are correct.</li>
              <li>Make sure the sites are online.</li>
              <li>Wait a few minutes and retry.</li>
            </ul>
          </AlertDescription>
        </Alert>
      )}

      <Tabs defaultValue="management">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="management">Site Management</TabsTrigger>
          <TabsTrigger value="summary">Sync Summary</TabsTrigger>
          {LISTED_KIND_NAMES.map((name) => (
            <TabsTrigger key={name} value={name}>
              {LISTED_KINDS[name].tab}
            </TabsTrigger>
          ))}
          <TabsTrigger value="commands">Commands</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>

        <TabsContent value="management" className="grid gap-6 pt-2">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Sites" value={totalSites} />
            <StatCard label="Active Sites" value={activeSites} />
            <StatCard label="Recent Syncs" value={recentReports.length} />
            <StatCard label="Success Rate %" value={successRate(recentReports)} />
          </div>
          <TitledCard title="Registered Sites">
            <div className="grid gap-3">
              <ListSearch label="Search sites by name or URL" />
              <SitesTable
                sites={sites}
                searching={siteList.q !== ""}
                actions={{ onEdit: setEditing, onSync: sync, onToggle: toggle, onDisable: disable }}
              />
              <ListPager page={status.data} total={status.data.total} noun="sites" />
            </div>
          </TitledCard>
          <TitledCard title="Recent Sync Reports">
            <SyncReportsTable reports={reports.data?.rows ?? []} />
            <Pager list={reports.data} noun="sync reports" prefix={HUB_LIST_PREFIX.reports} />
          </TitledCard>
          <TitledCard title="Remote Site Features">
            <CollectedFeatures features={features.data?.rows ?? []} limit={6} />
          </TitledCard>
          <TitledCard title="Website Analytics">
            <AnalyticsPanel page={analytics.data} />
          </TitledCard>
          <SetupInstructions hubUrl={hubUrl} />
          <RemoteSiteKeyCard status={keyStatus} baseUrl={hubUrl} />
        </TabsContent>

        <TabsContent value="summary" className="pt-2">
          <SyncSummary
            sites={sites}
            reports={recentReports}
            categories={todoCategories}
            totals={{ todos: todos.data?.total, errors: errors.data?.total, features: features.data?.total }}
            analyticsSites={analytics.data?.total}
          />
        </TabsContent>
        {LISTED_KIND_NAMES.map((name) => (
          <TabsContent key={name} value={name} className="pt-2">
            {viewOf(name, collected)}
            <Pager list={collected[name].data} noun={LISTED_KINDS[name].noun} prefix={LISTED_KINDS[name].listPrefix} />
          </TabsContent>
        ))}
        <TabsContent value="commands" className="pt-2">
          <Card>
            <CardContent>
              <EmptyState>
                <p>Command broadcasting functionality will be integrated here...</p>
                <p>
                  Meanwhile, use the{" "}
                  <IntentLink href="/command-broadcaster" className="text-primary underline-offset-4 hover:underline">
                    Command Broadcaster
                  </IntentLink>
                  .
                </p>
              </EmptyState>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="analytics" className="pt-2">
          <AnalyticsPanel page={analytics.data} />
        </TabsContent>
      </Tabs>

      {adding && (
        <SiteFormDialog
          onClose={() => setAdding(false)}
          onSaved={refreshAll}
          onAdded={(siteName, apiKey) => setNewKey({ siteName, apiKey })}
        />
      )}
      {editing && (
        <SiteFormDialog key={editing.id} site={editing} onClose={() => setEditing(null)} onSaved={refreshAll} />
      )}
      <NewKeyDialog siteName={newKey?.siteName ?? ""} apiKey={newKey?.apiKey ?? null} onClose={() => setNewKey(null)} />
    </>
  );
}
