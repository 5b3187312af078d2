/**
 * Announcing to subscribers (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"): a change worth telling (an incident
 * update, maintenance scheduled or cancelled) writes one `status_notifications` row per page that shows
 * an affected site, in the transaction of the change, so the announcement commits exactly when the
 * change does. Workers fan each row out to the page's confirmed subscribers (./fan-out.ts).
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { statusNotifications, statusPageComponents, statusPages, type NotificationKind } from "@/lib/db/schema";

/** What a page's subscribers are told, composed for that page (its name, its names for the affected sites). */
export interface PageAnnouncement {
  subject: string;
  body: string;
}

/** A page as an announcement is composed for it. */
export interface AnnouncedPage {
  pageId: number;
  pageName: string;
  /** The page's display names of the affected sites, in the page's order. */
  components: string[];
}

/** The change to announce: which sites, what kind, and the row it is about. */
export interface Announcement {
  kind: NotificationKind;
  siteIds: readonly number[];
  incidentUpdateId?: number;
  maintenanceId?: number;
  /** The words for one page; public words only (display names, never an address or an error). */
  compose(page: AnnouncedPage): PageAnnouncement;
}

/** The pages showing any of `siteIds`, each with its display names of them in order. */
export async function pagesShowing(database: Database, siteIds: readonly number[]): Promise<AnnouncedPage[]> {
  if (siteIds.length === 0) return [];
  const rows = await database
    .select({ pageId: statusPages.id, pageName: statusPages.name, displayName: statusPageComponents.displayName })
    .from(statusPageComponents)
    .innerJoin(statusPages, eq(statusPages.id, statusPageComponents.pageId))
    .where(inArray(statusPageComponents.siteId, [...siteIds]))
    .orderBy(statusPages.id, statusPageComponents.position);
  const pages = new Map<number, AnnouncedPage>();
  for (const row of rows) {
    const page = pages.get(row.pageId) ?? { pageId: row.pageId, pageName: row.pageName, components: [] };
    page.components.push(row.displayName);
    pages.set(row.pageId, page);
  }
  return [...pages.values()];
}

/**
 * Writes the notifications of `announcement` through `tx` (the change's transaction).
 * @returns their ids (none when no page shows the sites). Throws when the database fails.
 */
export async function announce(tx: Database, announcement: Announcement): Promise<number[]> {
  const pages = await pagesShowing(tx, announcement.siteIds);
  if (pages.length === 0) return [];
  const rows = await tx
    .insert(statusNotifications)
    .values(
      pages.map((page) => ({
        pageId: page.pageId,
        kind: announcement.kind,
        incidentUpdateId: announcement.incidentUpdateId ?? null,
        maintenanceId: announcement.maintenanceId ?? null,
        ...announcement.compose(page),
      })),
    )
    .returning({ id: statusNotifications.id });
  return rows.map((row) => row.id);
}
