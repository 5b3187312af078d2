/** How the hub's site lists name and order a site: shared by the site lists and the Analytics list. */
import { sql } from "drizzle-orm";
import type { KeysetOrder } from "@/lib/db/keyset";
import { federatedSites } from "@/lib/db/schema";

/** Sites newest first: a site just added is on the first page. */
export const SITE_ORDER: KeysetOrder = {
  column: federatedSites.id,
  kind: "integer",
  id: federatedSites.id,
  index: "asc",
};

/**
 * The outer site's id inside a correlated subquery. Drizzle writes a column of a one-table query
 * unqualified (`"id"`), which inside the subquery would name the subquery's own `id`.
 */
export const SITE_ID = sql.raw(`"federated_sites"."id"`);
