/**
 * The status pages' place in Next's cache (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"): every public read of a page
 * (its page, JSON, feed and badges) is cached under `STATUS_PAGES_TAG` and one tag per site it shows, so a
 * visit never queries. Writers expire the tags of what they changed after their commit, through
 * `expireStatusSites` (a site's health or incidents moving) or `expireStatusTags` (a page's own settings).
 */
import { expireTags } from "@/lib/cache/expire-tags";

/** Every page's definition (name, slug, host, components): expired by any page edit. */
export const STATUS_PAGES_TAG = "status-pages";

/** The tag of everything a page shows about site `siteId` (its state, bars, incidents, maintenance). */
export function statusSiteTag(siteId: number): string {
  return `status-site:${siteId}`;
}

/**
 * Longest a page is served from the cache without a writer expiring it, in seconds: the inputs of a
 * site's health that move without a write of ours (a sync grows stale, a certificate nears its expiry)
 * catch up within it. Writers' expiries reach every instance (lib/cache/expire-tags.ts).
 */
export const STATUS_PAGE_REVALIDATE_SECONDS = 60;

/** Expires `tags` at once on every instance, so the next visit renders from the database. */
export function expireStatusTags(tags: readonly string[]): void {
  expireTags(tags);
}

/**
 * Expires what every page shows about `siteIds`, or about every site with `"every-site"`: the one call,
 * after its commit, of each writer that moves what a page shows of a site. Those that move its health
 * (lib/site-health/rules.ts reads them): the uptime check (its state, failures and certificate; a
 * maintenance window's start and end reach the health as the check entering or leaving `maintenance`), a
 * sync's ingestion (its report, last sync and open errors; a remote resolving an error arrives this way),
 * the fleet issues a sync opens or reopens and a resolve in the console, a site paused, resumed, edited or
 * deleted, a monitor paused or resumed, and the certificate rule's warning days (every site). Those that
 * move the rest: incident and maintenance writes.
 */
export function expireStatusSites(siteIds: Iterable<number> | "every-site"): void {
  if (siteIds === "every-site") expireStatusTags([STATUS_PAGES_TAG]);
  else expireStatusTags([...new Set(siteIds)].map(statusSiteTag));
}
