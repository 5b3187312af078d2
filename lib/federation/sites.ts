/**
 * Registering and managing remote sites on the hub (docs/spec/operator-console.md §2 "/site-control", §4 "Site").
 * Every new site gets a fresh key (`keys.ts`), stored only encrypted and hashed; the plain key is
 * returned once, to be shown once or e-mailed. URLs are checked against the outbound rules (http(s),
 * no credentials, no private address unless `ALLOW_PRIVATE_SITE_URLS`) when they are saved, and again
 * at every call.
 */
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedSites, siteMonitors, type FederatedSite } from "@/lib/db/schema";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { expireStatusSites } from "@/lib/cache/status-pages";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { checkOutboundUrl, OutboundError } from "@/lib/http/outbound";
import { AppError } from "@/lib/errors/app-error";
import { generateSiteKey, sealSiteKey } from "./keys";

/** A site as the console sees it: never its key. */
export type RemoteSite = Pick<
  FederatedSite,
  | "id"
  | "siteName"
  | "siteUrl"
  | "description"
  | "isActive"
  | "lastSync"
  | "lastDeploymentDate"
  | "createdAt"
  | "updatedAt"
>;

/** The fields of the site form (already validated by `siteFormSchema`). */
export interface SiteFields {
  siteName: string;
  siteUrl: string;
  description: string | null;
  isActive: boolean;
}

/** Strips a site row down to what the console shows. */
export function toRemoteSite(site: FederatedSite): RemoteSite {
  const { id, siteName, siteUrl, description, isActive, lastSync, lastDeploymentDate, createdAt, updatedAt } = site;
  return { id, siteName, siteUrl, description, isActive, lastSync, lastDeploymentDate, createdAt, updatedAt };
}

const DUPLICATE = "A site with this name or URL already exists";

function assertCallableUrl(siteUrl: string): void {
  try {
    checkOutboundUrl(siteUrl);
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError("invalid", `Invalid site URL: ${error.message}`);
    throw error;
  }
}

/**
 * Creates a site with a new key and its uptime monitor (docs/federation-protocol.md "Monitors").
 * @returns the site and its plain key (shown or sent once, never stored in plain text).
 * @throws AppError `invalid` for a URL the hub may not call, `conflict` when the name or URL is taken.
 */
export async function createSite(
  fields: SiteFields,
  adminEmail?: string,
): Promise<{ site: RemoteSite; apiKey: string }> {
  assertCallableUrl(fields.siteUrl);
  const apiKey = generateSiteKey();
  try {
    const site = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(federatedSites)
        .values({ ...fields, ...sealSiteKey(apiKey), adminEmail: adminEmail ?? null })
        .returning();
      // Its monitor, due now, so the next uptime pass checks it (its health is `unknown` until then).
      await tx.insert(siteMonitors).values({ siteId: created!.id });
      await publishChange(tx, liveTopic("sites"));
      return created!;
    });
    return { site: toRemoteSite(site), apiKey };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", DUPLICATE);
    throw error;
  }
}

/**
 * Edits, pauses or resumes a site.
 * @throws AppError `not_found` for an unknown site, `invalid` for a URL the hub may not call, `conflict` for a taken name or URL.
 */
export async function updateSite(id: number, patch: Partial<SiteFields>): Promise<RemoteSite> {
  if (patch.siteUrl) assertCallableUrl(patch.siteUrl);
  try {
    const site = await db.transaction(async (tx) => {
      const [updated] = await tx.update(federatedSites).set(patch).where(eq(federatedSites.id, id)).returning();
      if (!updated) throw new AppError("not_found", "Site not found");
      await publishChange(tx, liveTopic("sites"), liveTopic("site", id));
      return updated;
    });
    // A pause or resume moves its health; a rename shows nowhere public, but one call covers both.
    expireStatusSites([id]);
    return toRemoteSite(site);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", DUPLICATE);
    throw error;
  }
}

/**
 * "Disable completely": removes the site and everything synced from it (docs/spec/operator-console.md §4).
 * @throws AppError `not_found` for an unknown site.
 */
export async function deleteSite(id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(federatedSites)
      .where(eq(federatedSites.id, id))
      .returning({ id: federatedSites.id });
    if (deleted.length === 0) throw new AppError("not_found", "Site not found");
    await publishChange(tx, liveTopic("sites"), liveTopic("site", id));
  });
  expireStatusSites([id]);
}
