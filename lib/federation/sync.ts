/**
 * The sync engine (docs/federation-protocol.md "Sync"): for every active site, fetch its data, parse it
 * leniently, and record it with a sync report. At most `concurrency` sites are in flight (default
 * `FEDERATION_SYNC_CONCURRENCY`, 64) and each has `timeoutMs` (default `FEDERATION_SITE_TIMEOUT_MS`,
 * 10 s): a dead site costs its own timeout and never delays the others. Sites are leased in PostgreSQL
 * (`lease.ts`), so concurrent runs split the fleet instead of syncing a site twice. Paused sites are
 * skipped. The sections read are those of the kinds in `collected/registry.ts`.
 */
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedSites, type FederatedSite } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { fetchSiteData, SiteCallError, type SiteData } from "./client";
import type { CollectedKind } from "./collected/kind";
import { COLLECTED_KINDS, KIND_NAMES } from "./collected/registry";
import { siteKeyCipher } from "./keys";
import { claimSites, databaseNow } from "./lease";
import { parseSiteInfo } from "./protocol";
import { recordSyncOutcomes, type CollectedData, type SyncOutcome, type SyncStatus } from "./store";

/** Extra lease time beyond the call timeout, for parsing and writing, in milliseconds. */
const LEASE_MARGIN_MS = 60_000;

/**
 * Transactions writing outcomes at once. Each holds a pooled connection; keeping them well under the
 * pool (10 connections, lib/db/index.ts) leaves connections for the web requests the same server
 * answers during a run (bench/federated-sync.ts measures the SMS webhook's p99 meanwhile).
 */
const WRITERS = 2;

/** Most sites written in one transaction: outcomes that arrive while a write runs wait for the next one. */
const MAX_BATCH = 64;

/** Candidates claimed in one statement (a bounded `IN` list). */
const CLAIM_CHUNK = 32;

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

/** Turns a site's raw answer into what to store, with the notes that make a sync partial. */
export function collect(raw: SiteData, now = new Date()): { data: CollectedData; notes: string[] } {
  const notes = [...raw.failures];
  const data: CollectedData = { deployedAt: parseSiteInfo(raw.site).deployedAt };
  for (const name of KIND_NAMES) {
    const section = raw[name];
    if (section === undefined) continue;
    const kind = COLLECTED_KINDS[name] as CollectedKind<unknown>;
    const parsed = kind.parse(section, now);
    if (parsed.dropped > 0) notes.push(`${parsed.dropped} ${kind.label} could not be read`);
    (data as Record<string, unknown>)[name] = parsed.items;
  }
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
    return {
      started,
      outcome: {
        ...base,
        status: partial ? "partial" : "success",
        errorMessage: partial ? notes.join("; ") : null,
        data,
      },
    };
  } catch (error) {
    const message = error instanceof SiteCallError || error instanceof Error ? error.message : String(error);
    return { started, outcome: { ...base, status: "failed", errorMessage: message } };
  }
}

/** The result line of a recorded outcome. */
const resultOf = (o: SyncOutcome): SiteSyncResult => ({
  siteId: o.siteId,
  siteName: o.siteName,
  status: o.status,
  durationMs: o.durationMs,
  errorMessage: o.errorMessage,
});

/**
 * The database half: records fetched sites in one transaction (and releases their leases). When the
 * database refuses the batch, each site is written alone, so one site's refused data costs only that
 * site, which is then recorded as failed. Throws only when even a failure cannot be recorded.
 */
async function writeBatch(batch: Fetched[]): Promise<SiteSyncResult[]> {
  const outcomes = batch.map(({ outcome, started }) => ({
    ...outcome,
    durationMs: Math.round(performance.now() - started),
  }));
  try {
    await recordSyncOutcomes(outcomes);
    return outcomes.map(resultOf);
  } catch (error) {
    if (batch.length > 1) {
      const results: SiteSyncResult[] = [];
      for (const fetched of batch) results.push(...(await writeBatch([fetched])));
      return results;
    }
    // Data the database refused must not end the run for the other sites: record the failure instead.
    const { outcome, started } = batch[0]!;
    console.error(`[federation] storing the sync of site ${outcome.siteId} failed`, error);
    const failed: SyncOutcome = {
      siteId: outcome.siteId,
      siteName: outcome.siteName,
      status: "failed",
      errorMessage: "The site's data could not be stored",
      durationMs: Math.round(performance.now() - started),
    };
    await recordSyncOutcomes([failed]);
    return [resultOf(failed)];
  }
}

/**
 * Queues fetched sites for writing: up to `WRITERS` transactions at once, each taking every site waiting
 * (at most `MAX_BATCH`), so the busier the run, the larger and fewer its writes. `write` settles when
 * the site is recorded, its result pushed to `results`.
 */
function batchWriter(results: SiteSyncResult[]) {
  const queue: { fetched: Fetched; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  const pump = () => {
    while (running < WRITERS && queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      running++;
      void writeBatch(batch.map((entry) => entry.fetched))
        .then(
          (written) => {
            results.push(...written);
            for (const entry of batch) entry.resolve();
          },
          (error: unknown) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  return (fetched: Fetched) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ fetched, resolve, reject });
      pump();
    });
}

/** Runs one sync over the active sites (or `siteIds`); never throws for a site's failure. */
export async function syncSites(options: SyncOptions = {}): Promise<SyncRunSummary> {
  const started = performance.now();
  const concurrency = options.concurrency ?? env.FEDERATION_SYNC_CONCURRENCY;
  const timeoutMs = options.timeoutMs ?? env.FEDERATION_SITE_TIMEOUT_MS;
  const where = options.siteIds
    ? and(eq(federatedSites.isActive, true), inArray(federatedSites.id, options.siteIds))
    : eq(federatedSites.isActive, true);
  const candidates = (
    await db.select({ id: federatedSites.id }).from(federatedSites).where(where).orderBy(federatedSites.id)
  ).map((s) => s.id);
  const runStartedAt = options.startedAt ?? (await databaseNow());
  const results: SiteSyncResult[] = [];

  // Candidates are claimed a chunk at a time (another run may hold some: those are skipped); one claim
  // runs at a time and the workers waiting meanwhile share its sites.
  let next = 0;
  const claimed: FederatedSite[] = [];
  let claiming: Promise<void> | null = null;
  const nextSite = async (): Promise<FederatedSite | undefined> => {
    for (;;) {
      const site = claimed.shift();
      if (site) return site;
      if (!claiming) {
        if (next >= candidates.length) return undefined;
        const ids = candidates.slice(next, next + CLAIM_CHUNK);
        next += ids.length;
        claiming = claimSites(ids, runStartedAt, timeoutMs + LEASE_MARGIN_MS)
          .then((sites) => void claimed.push(...sites))
          .finally(() => (claiming = null));
      }
      await claiming;
    }
  };

  // Each worker's site is written while the worker already fetches the next one (at most one write
  // pending per worker), so database time overlaps network time instead of adding to it.
  const write = batchWriter(results);
  const worker = async () => {
    let pending: Promise<void> = Promise.resolve();
    for (let site = await nextSite(); site; site = await nextSite()) {
      const fetched = await fetchOne(site, timeoutMs, options.allowPrivate);
      await pending;
      pending = write(fetched);
      // Awaited on the next turn; meanwhile a rejection must not count as unhandled.
      pending.catch(() => undefined);
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
