/**
 * The alerts a recorded sync can raise (issue 15 "Alerts"): its collected errors go into the fleet
 * issues (lib/fleet-issues/ingest.ts), and then "sync failed twice in a row", "new critical error from a
 * site", "error regression" and "error spike" (N or more collected errors of the site in the last M
 * minutes, counted in the snapshot the sync just stored) are raised as they apply.
 */
import { and, desc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { alertRules, federatedSyncReports } from "@/lib/db/schema";
import { reportError } from "@/lib/errors/report-error";
import { ingestSiteErrors, type IssueChange, type IssueOccurrence } from "@/lib/fleet-issues/ingest";
import type { AlertEvent } from "./rules";
import { raiseAlert } from "./raise";

/** What the hook needs of a recorded sync (lib/federation/store.ts `SyncOutcome`). */
export interface RecordedSync {
  siteId: number;
  siteName: string;
  status: "success" | "partial" | "failed";
  errorMessage: string | null;
  data?: { errors?: IssueOccurrence[] };
}

const firstLine = (text: string) => text.split("\n")[0]!.slice(0, 300);

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

/** The spike alert when the snapshot holds at least the rule's N errors of the last M minutes. */
async function spikeEvent(sync: RecordedSync, now: Date): Promise<AlertEvent | null> {
  const errors = sync.data?.errors;
  if (!errors || errors.length === 0) return null;
  const [rule] = await db.select().from(alertRules).where(and(eq(alertRules.kind, "error_spike"), eq(alertRules.enabled, true)));
  if (!rule) return null;
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
      return [{
        rule: "error_regression",
        siteId: sync.siteId,
        subjectKey,
        subject: `Resolved error is back on ${sync.siteName}`,
        summary: `Fleet issue #${change.issueId} (${change.errorType}) was resolved and occurred again on ${sync.siteName}: ${firstLine(change.message)}`,
        at: now,
      }];
    }
    if (change.severity !== "critical") return [];
    return [{
      rule: "critical_error",
      siteId: sync.siteId,
      subjectKey,
      subject: `New critical error on ${sync.siteName}`,
      summary: `${sync.siteName} reported a critical error (fleet issue #${change.issueId}, ${change.errorType}): ${firstLine(change.message)}`,
      at: now,
    }];
  });
}

/**
 * Stores `sync`'s collected errors as fleet issues and raises the alerts it causes. Call it after the
 * sync's transaction committed. Never throws: a failure is reported to `error_logs`, the sync stays recorded.
 */
export async function alertOnSync(sync: RecordedSync, now: Date = new Date()): Promise<void> {
  try {
    const errors = sync.data?.errors;
    const changes = errors ? await db.transaction((tx) => ingestSiteErrors(tx, sync.siteId, errors, now)) : [];
    const events = issueEvents(sync, changes, now);
    if (sync.status === "failed" && (await failedTwiceInARow(sync.siteId))) {
      events.push({
        rule: "sync_failed",
        siteId: sync.siteId,
        subject: `Sync of ${sync.siteName} failed twice in a row`,
        summary: `The last two syncs of ${sync.siteName} failed. Latest error: ${sync.errorMessage ?? "unknown"}`,
        at: now,
      });
    }
    const spike = await spikeEvent(sync, now);
    if (spike) events.push(spike);
    for (const event of events) await raiseAlert(event);
  } catch (error) {
    await reportError(error, { severity: "high", userId: null });
  }
}
