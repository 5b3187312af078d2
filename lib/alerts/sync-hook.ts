/**
 * The alerts a recorded sync can raise (docs/federation-protocol.md "Alert rules"): its collected errors go into the fleet
 * issues (lib/fleet-issues/ingest.ts), and then "sync failed twice in a row", "new critical error from a
 * site", "error regression" and "error spike" (N or more collected errors of the site in the last M
 * minutes, counted in the snapshot the sync just stored) are raised as they apply.
 */
import { and, desc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { alertRules, federatedSyncReports } from "@/lib/db/schema";
import { reportError } from "@/lib/error-monitor/report-error";
import { ingestErrors, type IssueChange, type IssueOccurrence } from "@/lib/fleet-issues/ingest";
import type { AlertEvent } from "./rules";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { expireStatusSites } from "@/lib/cache/status-pages";
import { healthLine } from "./health-line";
import { raiseAlert } from "./raise";
import { cutText } from "@/lib/format/text";

/** What the hook needs of a recorded sync (lib/federation/store.ts `SyncOutcome`). */
export interface RecordedSync {
  siteId: number;
  siteName: string;
  status: "success" | "partial" | "failed";
  errorMessage: string | null;
  data?: { errors?: IssueOccurrence[] };
}

/** Sites whose errors are stored per fleet-issues transaction (bench:federated-sync: webhook p99 during a 1,000-site sync). */
const INGEST_CHUNK_SITES = 16;

const firstLine = (text: string) => cutText(text.split("\n")[0]!, 300);

/** Whether the site's two latest sync reports both failed. */
async function failedTwiceInARow(siteId: number): Promise<boolean> {
  const latest = await db
    .select({ status: federatedSyncReports.syncStatus })
    .from(federatedSyncReports)
    .where(eq(federatedSyncReports.siteId, siteId))
    .orderBy(desc(federatedSyncReports.syncDate), desc(federatedSyncReports.id))
    .limit(2);
  return latest.length === 2 && latest.every((r) => r.status === "failed");
}

type SpikeRule = Pick<typeof alertRules.$inferSelect, "spikeCount" | "spikeMinutes">;

/** The enabled spike rule, or null. */
async function spikeRule(): Promise<SpikeRule | null> {
  const [rule] = await db
    .select({ spikeCount: alertRules.spikeCount, spikeMinutes: alertRules.spikeMinutes })
    .from(alertRules)
    .where(and(eq(alertRules.kind, "error_spike"), eq(alertRules.enabled, true)));
  return rule ?? null;
}

/** The spike alert when the snapshot holds at least the rule's N errors of the last M minutes. */
function spikeEvent(sync: RecordedSync, rule: SpikeRule | null, now: Date): AlertEvent | null {
  const errors = sync.data?.errors;
  if (!errors || errors.length === 0 || !rule) return null;
  const since = now.getTime() - rule.spikeMinutes * 60_000;
  const count = errors.filter((e) => e.createdAt && e.createdAt.getTime() >= since).length;
  if (count < rule.spikeCount) return null;
  return {
    rule: "error_spike",
    siteId: sync.siteId,
    subject: `${count} errors on ${sync.siteName} in ${rule.spikeMinutes} minutes`,
    summary: `${sync.siteName} reported ${count} errors in the last ${rule.spikeMinutes} minutes (the rule alerts at ${rule.spikeCount}).`,
    at: now,
  };
}

function issueEvents(sync: RecordedSync, changes: IssueChange[], now: Date): AlertEvent[] {
  return changes.flatMap((change): AlertEvent[] => {
    const subjectKey = `issue:${change.issueId}`;
    if (change.regressed) {
      return [
        {
          rule: "error_regression",
          siteId: sync.siteId,
          subjectKey,
          subject: `Resolved error is back on ${sync.siteName}`,
          summary: `Fleet issue #${change.issueId} (${change.errorType}) was resolved and occurred again on ${sync.siteName}: ${firstLine(change.message)}`,
          at: now,
        },
      ];
    }
    if (change.severity !== "critical") return [];
    return [
      {
        rule: "critical_error",
        siteId: sync.siteId,
        subjectKey,
        subject: `New critical error on ${sync.siteName}`,
        summary: `${sync.siteName} reported a critical error (fleet issue #${change.issueId}, ${change.errorType}): ${firstLine(change.message)}`,
        at: now,
      },
    ];
  });
}

/**
 * Stores the collected errors of a batch of recorded syncs as fleet issues (one transaction for the
 * batch) and raises the alerts they cause. Call it after the syncs' transaction committed. Never throws:
 * a failure is reported to `error_logs`, the syncs stay recorded.
 */
export async function alertOnSyncs(syncs: RecordedSync[], now: Date = new Date()): Promise<void> {
  try {
    const snapshots = syncs.flatMap((sync) =>
      sync.data?.errors?.length ? [{ siteId: sync.siteId, errors: sync.data.errors }] : [],
    );
    const changes = new Map<number, IssueChange[]>();
    // Chunks keep each transaction short, so requests served meanwhile do not wait behind a long one.
    for (let start = 0; start < snapshots.length; start += INGEST_CHUNK_SITES) {
      const chunk = snapshots.slice(start, start + INGEST_CHUNK_SITES);
      const ingested = await db.transaction(async (tx) => {
        const chunkChanges = await ingestErrors(tx, chunk, now);
        // Open critical fleet issues lower a site's health: its screens re-read it when this commits.
        await publishChange(tx, liveTopic("sites"), ...chunk.map((snapshot) => liveTopic("site", snapshot.siteId)));
        return chunkChanges;
      });
      for (const [siteId, list] of ingested) changes.set(siteId, list);
    }
    // A reopened issue lowers the health of every site it occurred on, not only the syncing ones.
    if ([...changes.values()].some((list) => list.some((change) => change.regressed))) expireStatusSites("every-site");
    const rule = snapshots.length > 0 ? await spikeRule() : null;
    const events: AlertEvent[] = [];
    for (const sync of syncs) {
      events.push(...issueEvents(sync, changes.get(sync.siteId) ?? [], now));
      if (sync.status === "failed" && (await failedTwiceInARow(sync.siteId))) {
        const health = await healthLine(sync.siteId, now);
        events.push({
          rule: "sync_failed",
          siteId: sync.siteId,
          subject: `Sync of ${sync.siteName} failed twice in a row`,
          summary: `The last two syncs of ${sync.siteName} failed. Latest error: ${sync.errorMessage ?? "unknown"}.${health ? ` Health now: ${health}.` : ""}`,
          at: now,
        });
      }
      const spike = spikeEvent(sync, rule, now);
      if (spike) events.push(spike);
    }
    for (const event of events) await raiseAlert(event);
  } catch (error) {
    await reportError(error, { severity: "high", userId: null });
  }
}
