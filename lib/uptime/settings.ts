/**
 * Saving a monitor's settings (docs/federation-protocol.md "Monitors"): the service behind `updateMonitorAction`, testable without Next.
 * A monitor not created by the tick yet is created with them. Pausing shows `paused` at once; resuming
 * makes the monitor due now (`pending` until its first check), so the screen never shows a stale state.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { federatedSites, siteMonitors } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { expireStatusSites } from "@/lib/cache/status-pages";
import type { MonitorSettingsInput } from "./schemas";

/**
 * Writes `input` to the monitor of site `input.siteId`.
 * @throws AppError `not_found` when the site does not exist.
 */
export async function saveMonitorSettings(database: Database, input: MonitorSettingsInput): Promise<void> {
  const [site] = await database
    .select({ id: federatedSites.id })
    .from(federatedSites)
    .where(sql`${federatedSites.id} = ${input.siteId}`);
  if (!site) throw new AppError("not_found", "This site no longer exists");
  const settings = {
    checkPath: input.checkPath || null,
    intervalSeconds: input.intervalSeconds,
    timeoutMs: input.timeoutSeconds * 1000,
    retries: input.retries,
    expectedStatusMin: input.expectedStatusMin,
    expectedStatusMax: input.expectedStatusMax,
    keyword: input.keyword || null,
    ignoreTlsErrors: input.ignoreTlsErrors,
    paused: input.paused,
  };
  await database.transaction(async (tx) => {
    await tx
      .insert(siteMonitors)
      .values({ siteId: input.siteId, ...settings, ...(input.paused ? { state: "paused" as const } : {}) })
      .onConflictDoUpdate({
        target: siteMonitors.siteId,
        set: {
          ...settings,
          state: input.paused
            ? sql`'paused'`
            : sql`case when ${siteMonitors.paused} then 'pending' else ${siteMonitors.state} end`,
          stateChangedAt: sql`case when ${siteMonitors.paused} <> ${input.paused} then now() else ${siteMonitors.stateChangedAt} end`,
          consecutiveFailures: sql`case when ${siteMonitors.paused} and not ${input.paused} then 0 else ${siteMonitors.consecutiveFailures} end`,
          // A shorter interval or a resume takes effect now rather than at the old due time.
          nextCheckAt: sql`least(${siteMonitors.nextCheckAt}, coalesce(${siteMonitors.lastCheckedAt}, now()) + make_interval(secs => ${input.intervalSeconds}))`,
        },
      });
    // A pause changes the site's health at once.
    await publishChange(tx, liveTopic("sites"), liveTopic("site", input.siteId), liveTopic("uptime", input.siteId));
  });
  expireStatusSites([input.siteId]);
}
