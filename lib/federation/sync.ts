/**
 * The sync engine (docs/federation-protocol.md "Sync"): for every active site, fetch its data, parse it
 * leniently, and record it with a sync report. At most `concurrency` sites are in flight (default
 * `FEDERATION_SYNC_CONCURRENCY`, 64) and each has `timeoutMs` (default `FEDERATION_SITE_TIMEOUT_MS`,
 * 10 s): a dead site costs its own timeout and never delays the others. Sites are leased in PostgreSQL
 * (`lease.ts`), so concurrent runs split the fleet instead of syncing a site twice. Paused sites are
 * skipped.
 */
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedSites, type FederatedSite } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { fetchSiteData, SiteCallError, type SiteData } from "./client";
import { siteKeyCipher } from "./keys";
import { claimSite, databaseNow } from "./lease";
import { parseAnalytics, parseErrors, parseFeatures, parseSiteInfo, parseTodos, type ParsedList } from "./protocol";
import { recordSyncOutcome, type CollectedData, type SyncOutcome, type SyncStatus } from "./store";

/** Extra lease time beyond the call timeout, for parsing and writing, in milliseconds. */
const LEASE_MARGIN_MS = 60_000;

/**
 * Sites written at once. Each write is a transaction holding a pooled connection; keeping them under
 * half of the pool (10 connections, lib/db/index.ts) leaves connections for the web requests the same
 * server answers during a run (bench/federated-sync.ts measures the SMS webhook's p99 meanwhile).
 */
const STORE_SLOTS = 4;

/** A counting semaphore: `run` waits for one of `slots` to be free. */
function limiter(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/** Options of a sync run. Without `siteIds`, every active site. */
export interface SyncOptions {
  siteIds?: number[];
  concurrency?: number;
  timeoutMs?: number;
  /** Overrides `ALLOW_PRIVATE_SITE_URLS` (tests and benches on loopback). */
  allowPrivate?: boolean;
  /**
   * When the run counts as started (default: the database clock now). Runs given the same moment,
   * e.g. one scheduled tick fired on several instances, split the fleet: a site synced by one of them
   * since that moment is skipped by the others, even after its lease has ended.
   */
  startedAt?: Date;
}

/** The outcome of one site in a run. */
export interface SiteSyncResult {
  siteId: number;
  siteName: string;
  status: SyncStatus;
  durationMs: number;
  errorMessage: string | null;
}

/** A run's totals. `skipped` sites were leased by another run (or paused meanwhile). */
export interface SyncRunSummary {
  total: number;
  success: number;
  partial: number;
  failed: number;
  skipped: number;
  durationMs: number;
  results: SiteSyncResult[];
}

function section<T>(raw: unknown, parse: (raw: unknown) => ParsedList<T>, label: string, notes: string[]): T[] | undefined {
  if (raw === undefined) return undefined;
  const parsed = parse(raw);
  if (parsed.dropped > 0) notes.push(`${parsed.dropped} ${label} could not be read`);
  return parsed.items;
}

/** Turns a site's raw answer into what to store, with the notes that make a sync partial. */
export function collect(raw: SiteData, now = new Date()): { data: CollectedData; notes: string[] } {
  const notes = [...raw.failures];
  const data: CollectedData = {
    todos: section(raw.todos, parseTodos, "TODOs", notes),
    errors: section(raw.errors, parseErrors, "errors", notes),
    features: section(raw.features, parseFeatures, "features", notes),
    analytics: section(raw.analytics, (a) => parseAnalytics(a, now), "analytics records", notes),
    deployedAt: parseSiteInfo(raw.site).deployedAt,
  };
  return { data, notes };
}

/** A fetched site waiting to be stored; `started` is its `performance.now()` at the start of the sync. */
interface Fetched {
  outcome: Omit<SyncOutcome, "durationMs">;
  started: number;
}

/** The network half of a site's sync: call, parse, and decide the status. */
async function fetchOne(site: FederatedSite, timeoutMs: number, allowPrivate: boolean | undefined): Promise<Fetched> {
  const started = performance.now();
  const base = { siteId: site.id, siteName: site.siteName };
  try {
    const key = siteKeyCipher().decrypt(site.apiKey);
    const raw = await fetchSiteData({ siteUrl: site.siteUrl, key }, { timeoutMs, allowPrivate });
    const { data, notes } = collect(raw);
    const partial = notes.length > 0;
    return { started, outcome: { ...base, status: partial ? "partial" : "success", errorMessage: partial ? notes.join("; ") : null, data } };
  } catch (error) {
    const message = error instanceof SiteCallError || error instanceof Error ? error.message : String(error);
    return { started, outcome: { ...base, status: "failed", errorMessage: message } };
  }
}

/** The database half: records the outcome (and releases the lease). */
async function storeOne({ outcome, started }: Fetched): Promise<SiteSyncResult> {
  let stored = outcome;
  let durationMs = Math.round(performance.now() - started);
  try {
    await recordSyncOutcome({ ...stored, durationMs });
  } catch (error) {
    // Data the database refused must not end the run for the other sites: record the failure instead.
    console.error(`[federation] storing the sync of site ${outcome.siteId} failed`, error);
    durationMs = Math.round(performance.now() - started);
    stored = { siteId: outcome.siteId, siteName: outcome.siteName, status: "failed", errorMessage: "The site's data could not be stored" };
    await recordSyncOutcome({ ...stored, durationMs });
  }
  return { siteId: stored.siteId, siteName: stored.siteName, status: stored.status, durationMs, errorMessage: stored.errorMessage };
}

/** Runs one sync over the active sites (or `siteIds`); never throws for a site's failure. */
export async function syncSites(options: SyncOptions = {}): Promise<SyncRunSummary> {
  const started = performance.now();
  const concurrency = options.concurrency ?? env.FEDERATION_SYNC_CONCURRENCY;
  const timeoutMs = options.timeoutMs ?? env.FEDERATION_SITE_TIMEOUT_MS;
  const where = options.siteIds
    ? and(eq(federatedSites.isActive, true), inArray(federatedSites.id, options.siteIds))
    : eq(federatedSites.isActive, true);
  const candidates = (await db.select({ id: federatedSites.id }).from(federatedSites).where(where).orderBy(federatedSites.id)).map((s) => s.id);
  const runStartedAt = options.startedAt ?? (await databaseNow());
  const results: SiteSyncResult[] = [];
  // Each worker stores a site while it already fetches the next one (at most one write pending per
  // worker), so database time overlaps network time instead of adding to it.
  // Workers take the candidates in turn and claim each one (another run may hold it: then it is skipped).
  let next = 0;
  const store = limiter(STORE_SLOTS);
  const worker = async () => {
    let pending: Promise<void> = Promise.resolve();
    while (next < candidates.length) {
      const site = await claimSite(candidates[next++]!, runStartedAt, timeoutMs + LEASE_MARGIN_MS);
      if (!site) continue;
      const fetched = await fetchOne(site, timeoutMs, options.allowPrivate);
      await pending;
      pending = store(() => storeOne(fetched)).then((result) => void results.push(result));
    }
    await pending;
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, candidates.length) }, worker));
  const count = (status: SyncStatus) => results.filter((r) => r.status === status).length;
  return {
    total: candidates.length,
    success: count("success"),
    partial: count("partial"),
    failed: count("failed"),
    skipped: candidates.length - results.length,
    durationMs: Math.round(performance.now() - started),
    results,
  };
}

/** The scheduled sync of every active site (cron route and in-process scheduler). */
export function syncAllSites(): Promise<SyncRunSummary> {
  return syncSites();
}
