/**
 * Collected features, the modules of a remote site (docs/federation-protocol.md §4.4 "Feature";
 * docs/spec/operator-console.md §3 "Collected feature"): upserted by (site, name), and the names a sync no longer
 * lists removed.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db";
import { cursorKey, keysetQuery, type KeysetOrder, type PageRequest } from "@/lib/db/keyset";
import { federatedFeatures, federatedSites } from "@/lib/db/schema";
import { readHubListParams } from "../hub-list-params";
import { DISPLAY_DEFAULTS, FEATURE_STATUSES, isoDate, oneOf, parseList, text, type ParsedList } from "../protocol";
import { LISTED_KINDS } from "./labels";
import { listedPage, siteIdsOf, upsertJsonRows, type JsonColumns, type ListedKind, type SiteSection } from "./kind";

/** A feature (module) of a remote site; unique per site by `featureName`. */
export interface CollectedFeature {
  featureName: string;
  description: string | null;
  status: string;
  version: string | null;
  category: string | null;
  lastUpdated: Date | null;
}

const featureSchema = z.object({
  featureName: text(255),
  name: text(255),
  description: text(10_000),
  status: text(20),
  version: text(50),
  category: text(50),
  lastUpdated: isoDate,
  updatedAt: isoDate,
});

/**
 * Parses a list of features leniently; `name` is accepted for `featureName`. Entries without a name
 * are dropped (the name is the feature's identity), and so are repeated names (first one wins).
 */
export function parseFeatures(raw: unknown): ParsedList<CollectedFeature> {
  const parsed = parseList(raw, "feature", featureSchema, (f) => ({
    featureName: f.featureName ?? f.name,
    description: f.description ?? null,
    status: oneOf(f.status, FEATURE_STATUSES, DISPLAY_DEFAULTS.featureStatus),
    version: f.version ?? null,
    category: f.category ?? null,
    lastUpdated: f.lastUpdated ?? f.updatedAt ?? null,
  }));
  const seen = new Set<string>();
  const items: CollectedFeature[] = [];
  for (const f of parsed.items) {
    if (!f.featureName || seen.has(f.featureName)) continue;
    seen.add(f.featureName);
    items.push({ ...f, featureName: f.featureName });
  }
  return { items, dropped: parsed.dropped + parsed.items.length - items.length };
}

const COLUMNS: JsonColumns<CollectedFeature & { siteId: number }> = {
  siteId: federatedFeatures.siteId,
  featureName: federatedFeatures.featureName,
  description: federatedFeatures.description,
  status: federatedFeatures.status,
  version: federatedFeatures.version,
  category: federatedFeatures.category,
  lastUpdated: federatedFeatures.lastUpdated,
};

const ORDER: KeysetOrder = { column: federatedFeatures.syncedAt, kind: "timestamp", id: federatedFeatures.id };

function rows(request: PageRequest, where: SQL | undefined) {
  const keyset = keysetQuery(ORDER, request);
  return db
    .select({
      id: federatedFeatures.id,
      siteId: federatedFeatures.siteId,
      siteName: federatedSites.siteName,
      featureName: federatedFeatures.featureName,
      description: federatedFeatures.description,
      status: federatedFeatures.status,
      version: federatedFeatures.version,
      category: federatedFeatures.category,
      syncedAt: federatedFeatures.syncedAt,
      cursorKey: cursorKey(ORDER),
    })
    .from(federatedFeatures)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedFeatures.siteId))
    .where(and(where, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(request.size + 1);
}

/** A collected feature as `GET /api/csc/collected-features` answers it. */
export type CollectedFeatureView = Omit<Awaited<ReturnType<typeof rows>>[number], "cursorKey">;

const list: ListedKind<CollectedFeature, CollectedFeatureView>["list"] = {
  table: federatedFeatures,
  where: (f) => (f.siteId ? eq(federatedFeatures.siteId, f.siteId) : undefined),
  rows,
  item: (f) => ({ title: f.featureName, description: f.description, priority: f.status }),
};

/** Collected features: read from each sync, listed per site on Site Control with their status. */
export const features: ListedKind<CollectedFeature, CollectedFeatureView> = {
  label: "features",
  listPath: "/api/csc/features",
  parse: parseFeatures,
  async store(tx, sections: SiteSection<CollectedFeature>[]) {
    const listed = sections.flatMap((s) => s.items.map((f) => ({ siteId: s.siteId, featureName: f.featureName })));
    // The batch's sites keep only the names their sync listed. Raw SQL: the kept names are a JSON record set.
    await tx.execute(sql`delete from ${federatedFeatures} f
      where f.site_id = any(${siteIdsOf(sections)})
        and not exists (select 1 from json_to_recordset(${JSON.stringify(listed)}::json) as x("siteId" int, "featureName" text)
                        where x."siteId" = f.site_id and x."featureName" = f.feature_name)`);
    await upsertJsonRows(
      tx,
      federatedFeatures,
      COLUMNS,
      sections.flatMap((s) => s.items.map((f) => ({ ...f, siteId: s.siteId }))),
      [federatedFeatures.siteId, federatedFeatures.featureName],
    );
  },
  reportColumn: "featuresCollected",
  hub: { path: LISTED_KINDS.features.hubPath, read: (url) => listedPage(list, readHubListParams(url)) },
  pollVersion: federatedFeatures.syncedAt,
  list,
};
