/**
 * The public status pages' reads through Next's data cache (docs/decisions/status-pages.md "Status pages, incidents
 * and scheduled maintenance"): a page's definition under `STATUS_PAGES_TAG`, and what it shows under that
 * tag and one tag per component site, so a visit never queries and a writer expires exactly the pages
 * showing what it changed (lib/cache/status-pages.ts). At build time both answer null (no database).
 */
import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { db } from "@/lib/db";
import { STATUS_PAGE_REVALIDATE_SECONDS, STATUS_PAGES_TAG, statusSiteTag } from "@/lib/cache/status-pages";
import {
  readPublicStatus,
  readStatusPageDefinition,
  type PublicStatus,
  type StatusPageDefinition,
} from "./public-status";

const cachedDefinition = cachedRead((slug: string) => readStatusPageDefinition(db, slug), ["status-page-definition"], {
  tags: [STATUS_PAGES_TAG],
  revalidate: STATUS_PAGE_REVALIDATE_SECONDS,
  placeholder: null,
});

/** What the page at `slug` shows, from the cache; null when there is no such page. */
export async function cachedPublicStatus(slug: string): Promise<PublicStatus | null> {
  const definition = await cachedDefinition(slug);
  if (!definition) return null;
  // The tags depend on the definition, so the cached read is made per definition; the data cache keys
  // it by its arguments (the definition itself), not by this function object.
  const read = cachedRead(
    (page: StatusPageDefinition) => readPublicStatus(db, page, new Date()),
    ["status-page-data"],
    {
      tags: [STATUS_PAGES_TAG, ...definition.siteIds.map(statusSiteTag)],
      revalidate: STATUS_PAGE_REVALIDATE_SECONDS,
      placeholder: null,
    },
  );
  return read(definition);
}
