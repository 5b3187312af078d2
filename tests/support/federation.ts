/** Test helpers for the federated hub: sites inserted directly (loopback URLs skip the console's SSRF check). */
import { randomBytes } from "node:crypto";
import type { Database } from "@/lib/db";
import { federatedSites, type FederatedSite } from "@/lib/db/schema";
import { generateSiteKey, sealSiteKey } from "@/lib/federation/keys";

/** Inserts a site at `siteUrl` with a new key (or `key`); the name is unique unless given. Returns the row and the plain key. */
export async function insertSite(
  db: Database,
  site: { siteUrl: string; key?: string; siteName?: string; isActive?: boolean },
): Promise<FederatedSite & { key: string }> {
  const key = site.key ?? generateSiteKey();
  const [row] = await db
    .insert(federatedSites)
    .values({
      siteName: site.siteName ?? `Site ${randomBytes(4).toString("hex")}`,
      siteUrl: site.siteUrl,
      isActive: site.isActive ?? true,
      ...sealSiteKey(key),
    })
    .returning();
  return { ...row!, key };
}
