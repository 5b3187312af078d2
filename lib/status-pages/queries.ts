/**
 * Reads of /status-pages (docs/federation-protocol.md "Status pages"): one keyset page of status pages
 * searched by name or address, each with its component and confirmed-subscriber counts; one page's
 * layout for the editor; its subscribers, paged and searched, and all of them for the CSV export; the
 * sites a component may show.
 */
import "server-only";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetBatches,
  keysetQuery,
  searchCondition,
  toPage,
  type KeysetOrder,
  type PagedList,
  type PageRequest,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import {
  federatedSites,
  statusPageComponents,
  statusPageGroups,
  statusPages,
  statusSubscribers,
  subscriberSearchText,
  type StatusPage,
  type StatusSubscriber,
} from "@/lib/db/schema";

/** Newest first, on `status_pages_created_id_idx`. */
const PAGE_ORDER: KeysetOrder = { column: statusPages.createdAt, kind: "timestamp", id: statusPages.id };

/** A page as the list shows it. */
export type StatusPageListRow = StatusPage & { components: number; subscribers: number };

/** One keyset page of status pages matching `q` (name or slug), with its capped total. */
export async function pageStatusPages(request: PageRequest & { q: string }): Promise<PagedList<StatusPageListRow>> {
  const filter = or(searchCondition(statusPages.name, request.q), searchCondition(statusPages.slug, request.q));
  const keyset = keysetQuery(PAGE_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({
        page: statusPages,
        cursorKey: cursorKey(PAGE_ORDER),
        // Qualified by hand: Drizzle writes a column unqualified in some positions, which inside the
        // subquery would name the subquery's own `id`.
        components: sql<number>`(select count(*)::int from status_page_components c where c.page_id = "status_pages"."id")`,
        subscribers: sql<number>`(select count(*)::int from status_subscribers s where s.page_id = "status_pages"."id"
          and s.confirmed_at is not null and s.unsubscribed_at is null)`,
      })
      .from(statusPages)
      .where(and(request.q ? filter : undefined, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(statusPages, request.q ? filter : undefined),
  ]);
  const page = toPage(
    rows.map((row) => ({
      row: { ...row.page, components: row.components, subscribers: row.subscribers },
      cursorKey: row.cursorKey,
      id: row.page.id,
    })),
    request,
  );
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total };
}

/** A page with its groups and components in order, for the layout editor; null when it is gone. */
export async function getStatusPageLayout(pageId: number) {
  const [page] = await db.select().from(statusPages).where(eq(statusPages.id, pageId));
  if (!page) return null;
  const [groups, components] = await Promise.all([
    db
      .select()
      .from(statusPageGroups)
      .where(eq(statusPageGroups.pageId, pageId))
      .orderBy(asc(statusPageGroups.position)),
    db
      .select()
      .from(statusPageComponents)
      .where(eq(statusPageComponents.pageId, pageId))
      .orderBy(asc(statusPageComponents.position)),
  ]);
  return { page, groups, components };
}

/** Every site a component may show, by name (ids and internal names: the console alone sees them). */
export function siteChoices(): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: federatedSites.id, name: federatedSites.siteName })
    .from(federatedSites)
    .orderBy(asc(federatedSites.siteName), asc(federatedSites.id));
}

/** Newest first, on `status_subscribers_page_created_id_idx` (the page's id is an equality before it). */
const SUBSCRIBER_ORDER: KeysetOrder = {
  column: statusSubscribers.createdAt,
  kind: "timestamp",
  id: statusSubscribers.id,
};

/** The address (`/status/<slug>`) of page `pageId`, or null when there is no such page. */
export async function statusPageSlug(pageId: number): Promise<string | null> {
  const [page] = await db.select({ slug: statusPages.slug }).from(statusPages).where(eq(statusPages.id, pageId));
  return page?.slug ?? null;
}

/** Page `pageId`'s subscribers whose target contains `q` (trigram index). */
function subscriberFilter(pageId: number, q: string): SQL | undefined {
  return and(eq(statusSubscribers.pageId, pageId), searchCondition(subscriberSearchText(statusSubscribers), q));
}

/** The rows of one keyset request over `filter`, each with its cursor key and id (`toPage`'s input). */
async function subscriberRows(filter: SQL | undefined, request: PageRequest) {
  const keyset = keysetQuery(SUBSCRIBER_ORDER, request);
  const rows = await db
    .select({ row: statusSubscribers, cursorKey: cursorKey(SUBSCRIBER_ORDER) })
    .from(statusSubscribers)
    .where(and(filter, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(request.size + 1);
  return rows.map(({ row, cursorKey: key }) => ({ row, cursorKey: key, id: row.id }));
}

/** One keyset page of page `pageId`'s subscribers whose target contains `q` (trigram index), with its capped total. */
export async function pageSubscribers(
  pageId: number,
  request: PageRequest & { q: string },
): Promise<PagedList<StatusSubscriber>> {
  const filter = subscriberFilter(pageId, request.q);
  const [rows, total] = await Promise.all([subscriberRows(filter, request), cappedCount(statusSubscribers, filter)]);
  const page = toPage(rows, request);
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total };
}

/** Every subscriber of page `pageId` whose target contains `q`, newest first, a batch at a time (the CSV export). */
export async function* subscriberBatches(pageId: number, q: string): AsyncGenerator<StatusSubscriber[]> {
  const filter = subscriberFilter(pageId, q);
  for await (const batch of keysetBatches((request) => subscriberRows(filter, request)))
    yield batch.map(({ row }) => row);
}
