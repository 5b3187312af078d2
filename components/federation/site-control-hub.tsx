"use client";
/**
 * Site Control Hub (docs/spec/operator-console.md §2 "/site-control-v2"): Sync All and Add Site (wired to the real
 * add action, unlike the spec's version), the Total Sites / Active Sites / Healthy Sites / Total Items
 * cards, and the Overview, Sites and Collected Data tabs. GET /api/csc/simplified is polled every 60 s (§9)
 * for one page of sites and one page of collected items, whose positions, search and Site/Type filters
 * live in the URL (lib/federation/hub-list-params.ts); it answers 304 while nothing changed, and it is
 * fetched at once when a site changes (live updates). Each site shows its health (lib/site-health).
 */
import { IfMay } from "@/components/console/if-may";
import { useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Loader2, Plus, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { POLL_MS } from "@/lib/federation/labels";
import { relativeTime } from "@/lib/format/date";
import {
  HUB_LIST_PREFIX,
  ITEM_TYPES,
  hubFilterParsers,
  hubListQuery,
  type ItemType,
} from "@/lib/federation/hub-list-params";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { useListFilter } from "@/components/console/list/use-list-state";
import { PageHeader } from "@/components/console/page-header";
import { formatCount } from "@/lib/format/number";
import { StatCard } from "@/components/console/stat-card";
import { formatDateTime } from "@/lib/format/date";
import { HealthBadge } from "@/components/site-health/health-badge";
import { HealthDot } from "@/components/site-health/health-dot";
import { HealthReasons } from "@/components/site-health/health-reasons";
import { useLiveChanges } from "@/components/console/use-live";
import { liveTopic, type LiveTopic } from "@/lib/live/topics";
import { NewKeyDialog } from "./new-key-dialog";
import { SiteFormDialog } from "./site-form-dialog";
import type { SimplifiedJson } from "./types";
import { usePolled } from "./use-polled";
import { useHubListQuery } from "./use-polled-list";
import { useSiteActions } from "./use-site-actions";
import { EmptyState } from "@/components/console/empty-state";

/** What the screen follows besides its poll: any site's health inputs and collected data. */
const LIVE_TOPICS = [liveTopic("sites")];

/**
 * The hub screen. `uptime` is the server-rendered Uptime tab (components/uptime/uptime-section.tsx),
 * re-rendered when a site or one of `uptimeTopics` changes; `initialTab` the tab the URL asked for.
 */
export function SiteControlHub({
  uptime,
  uptimeTopics = [],
  initialTab = "overview",
}: {
  uptime?: ReactNode;
  uptimeTopics?: readonly LiveTopic[];
  initialTab?: "overview" | "uptime";
}) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const sitesList = useHubListQuery();
  const itemsList = useHubListQuery(HUB_LIST_PREFIX.items);
  const siteFilter = useListFilter("site", hubFilterParsers.site, HUB_LIST_PREFIX.items);
  const typeFilter = useListFilter("type", hubFilterParsers.type, HUB_LIST_PREFIX.items);
  const query = hubListQuery({
    ...sitesList,
    icursor: itemsList.cursor,
    idir: itemsList.dir === "prev" ? "prev" : null,
    isize: itemsList.size,
    site: siteFilter.value,
    type: typeFilter.value,
  });
  const hub = usePolled<SimplifiedJson>(`/api/csc/simplified${query}`, POLL_MS.simplifiedHub);
  // A site's health or data changed: fetch now rather than at the next poll, and re-render the server-drawn
  // Uptime tab (docs/decisions/data-and-jobs.md "Live updates").
  useLiveChanges([...LIVE_TOPICS, ...uptimeTopics], () => {
    void hub.refresh();
    if (uptime) startTransition(() => router.refresh());
  });
  const { sync } = useSiteActions(() => void hub.refresh(), "/api/csc/sync-all");
  const [adding, setAdding] = useState(false);
  const [newKey, setNewKey] = useState<{ siteName: string; apiKey: string } | null>(null);

  if (!hub.data) {
    return (
      <div className="flex min-h-64 items-center justify-center" role="status">
        <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Loading</span>
      </div>
    );
  }
  const { sites: sitePage, stats, siteOptions, items: itemPage } = hub.data;
  const sites = sitePage.rows;
  const shown = itemPage.rows;
  const noSites = sites.length === 0 && sitesList.q === "" && !sitePage.prevCursor;

  return (
    <>
      <PageHeader
        title="Site Control Hub"
        description="Every connected site at a glance: health, collected data and quick syncs."
      >
        <IfMay permission="federation.sync">
          <Button variant="outline" onClick={() => sync()}>
            <RefreshCw aria-hidden="true" /> Sync All
          </Button>
        </IfMay>
        <IfMay permission="federation.sites.create">
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add Site
          </Button>
        </IfMay>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Sites" value={stats.totalSites} />
        <StatCard label="Active Sites" value={stats.activeSites} />
        <StatCard label="Healthy Sites" value={stats.healthySites} />
        <StatCard label="Total Items" value={formatCount(stats.totalItems)} />
      </div>
      <Tabs defaultValue={initialTab}>
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          {uptime && <TabsTrigger value="uptime">Uptime</TabsTrigger>}
          <TabsTrigger value="sites">Sites</TabsTrigger>
          <TabsTrigger value="data">Collected Data</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid gap-3 pt-2">
          {noSites ? (
            <EmptyState>No sites connected yet. Add your first site to get started.</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Site health">
              {sites.map((site) => (
                <li key={site.id}>
                  <Card className="py-4">
                    <CardContent className="flex items-center justify-between gap-3 px-4">
                      <div className="flex min-w-0 items-start gap-3">
                        <HealthDot state={site.health.state} className="mt-1.5" />
                        <div className="grid min-w-0 gap-1">
                          <p className="flex min-w-0 flex-wrap items-center gap-2">
                            <span className="max-w-full truncate font-medium">{site.siteName}</span>
                            <HealthBadge state={site.health.state} />
                          </p>
                          <HealthReasons reasons={site.health.reasons} limit={2} />
                          <p className="text-xs text-muted-foreground">
                            {site.todoCount} TODOs · {site.errorCount} errors · {site.featureCount} features
                          </p>
                        </div>
                      </div>
                      <IfMay permission="federation.sync">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => sync(site)}
                          disabled={!site.isActive}
                          aria-label={`Sync ${site.siteName}`}
                        >
                          <RefreshCw aria-hidden="true" /> Sync
                        </Button>
                      </IfMay>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {!noSites && <ListPager page={sitePage} total={sitePage.total} noun="sites" />}
        </TabsContent>

        {uptime && (
          <TabsContent value="uptime" className="pt-2">
            {uptime}
          </TabsContent>
        )}

        <TabsContent value="sites" className="grid gap-3 pt-2">
          <ListSearch label="Search sites by name or URL" />
          {noSites ? (
            <EmptyState>No sites connected yet. Add your first site to get started.</EmptyState>
          ) : sites.length === 0 ? (
            <EmptyState>No sites match the search.</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-2" aria-label="Sites">
              {sites.map((site) => (
                <li
                  key={site.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{site.siteName}</p>
                    <p className="truncate text-xs text-muted-foreground">{site.siteUrl}</p>
                  </div>
                  <div className="flex items-center gap-3 text-sm">
                    <Badge variant={site.isActive ? "default" : "secondary"}>
                      {site.isActive ? "Active" : "Inactive"}
                    </Badge>
                    <span className="text-muted-foreground">Last sync: {relativeTime(site.lastSync, "Never")}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {!noSites && <ListPager page={sitePage} total={sitePage.total} noun="sites" />}
        </TabsContent>

        <TabsContent value="data" className="grid gap-4 pt-2">
          <div className="flex flex-wrap gap-4">
            <div className="grid gap-1">
              <Label htmlFor="hub-site-filter">Site</Label>
              <Select
                value={String(siteFilter.value || "all")}
                onValueChange={(v) => siteFilter.setValue(v === "all" ? 0 : Number(v))}
              >
                <SelectTrigger id="hub-site-filter" className="w-56">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All sites</SelectItem>
                  {siteOptions.map((s) => (
                    <SelectItem key={s.id} value={String(s.id)}>
                      {s.siteName}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="hub-type-filter">Type</Label>
              <Select value={typeFilter.value} onValueChange={(v) => typeFilter.setValue(v as ItemType)}>
                <SelectTrigger id="hub-type-filter" className="w-40">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ITEM_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {t}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          {shown.length === 0 ? (
            <EmptyState>No data found. Try syncing your sites or adjusting the filters.</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-2" aria-label="Collected items">
              {shown.map((item) => (
                <li key={item.id} className="rounded-lg border px-4 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{item.title}</span>
                    <Badge variant="outline">{item.type}</Badge>
                    {item.priority && <Badge variant="secondary">{item.priority}</Badge>}
                  </div>
                  {item.description && <p className="text-sm text-muted-foreground">{item.description}</p>}
                  <p className="text-xs text-muted-foreground">
                    {item.siteName} · synced {formatDateTime(item.syncedAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {(shown.length > 0 || itemPage.prevCursor) && (
            <ListPager page={itemPage} total={itemPage.total} noun="items" prefix={HUB_LIST_PREFIX.items} />
          )}
        </TabsContent>
      </Tabs>
      {adding && (
        <SiteFormDialog
          onClose={() => setAdding(false)}
          onSaved={() => void hub.refresh()}
          onAdded={(siteName, apiKey) => setNewKey({ siteName, apiKey })}
        />
      )}
      <NewKeyDialog siteName={newKey?.siteName ?? ""} apiKey={newKey?.apiKey ?? null} onClose={() => setNewKey(null)} />
    </>
  );
}
