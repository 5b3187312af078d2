/** Test helper: a scheduled maintenance window written directly (lib/scheduled-maintenance saves it with notices). */
import type { Database } from "@/lib/db";
import { maintenanceWindows, maintenanceWindowSites } from "@/lib/db/schema";

/** A one-off window [startsAt, endsAt) over `siteIds` titled `title`; answers its id. */
export async function insertMaintenance(
  db: Database,
  window: { siteIds: number[]; startsAt: Date; endsAt: Date; title?: string },
): Promise<number> {
  const [row] = await db
    .insert(maintenanceWindows)
    .values({ title: window.title ?? "Planned work", startsAt: window.startsAt, endsAt: window.endsAt })
    .returning({ id: maintenanceWindows.id });
  await db.insert(maintenanceWindowSites).values(window.siteIds.map((siteId) => ({ maintenanceId: row!.id, siteId })));
  return row!.id;
}
