/**
 * Writing status pages (docs/federation-protocol.md "Status pages"): a page's settings (name, address,
 * logo, custom host, time zone), its layout (groups and components in order, replaced as a whole in one
 * transaction), publishing it (a new page is a draft until then), and its deletion. A custom host is never the app's own: a request for it must never
 * reach the console (proxy.ts).
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { federatedSites, statusPageComponents, statusPageGroups, statusPages } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import type { StatusPageLayoutInput, StatusPagePublishInput, StatusPageSettingsInput } from "./schemas";
import { causeChain } from "@/lib/errors/cause-chain";

/** A page written: its id and address. */
export interface SavedStatusPage {
  id: number;
  slug: string;
}

/** Which unique column a violation names, by constraint. */
const UNIQUE_FIELDS: Record<string, { field: "slug" | "customHost"; message: string }> = {
  status_pages_slug_unique: { field: "slug", message: "Another status page has this address" },
  status_pages_custom_host_unique: { field: "customHost", message: "Another status page uses this host" },
};

/** The constraint a unique violation names, through Drizzle's wrapper. */
function violatedConstraint(error: unknown): string | undefined {
  const constraints = causeChain(error).map((e) => (e as { constraint?: unknown }).constraint);
  return constraints.find((constraint): constraint is string => typeof constraint === "string");
}

/**
 * Creates (no `input.id`) or updates a page's settings.
 * @throws AppError `invalid` when the custom host is the app's own, `conflict` (with the field) when the
 * address or host is taken, `not_found` for an update of a deleted page.
 */
export async function saveStatusPageSettings(
  database: Database,
  input: StatusPageSettingsInput,
): Promise<SavedStatusPage> {
  if (input.customHost && input.customHost === new URL(env.PUBLIC_BASE_URL).hostname) {
    throw new AppError("invalid", "This is the console's own host", {
      fieldErrors: { customHost: ["Use a host of its own, e.g. status.example.com"] },
    });
  }
  const values = {
    name: input.name,
    slug: input.slug,
    logoUrl: input.logoUrl || null,
    customHost: input.customHost || null,
    timeZone: input.timeZone,
    reportRecipients: input.reportRecipients,
  };
  try {
    return await database.transaction(async (tx) => {
      const [row] =
        input.id === undefined
          ? await tx.insert(statusPages).values(values).returning({ id: statusPages.id, slug: statusPages.slug })
          : await tx
              .update(statusPages)
              .set(values)
              .where(eq(statusPages.id, input.id))
              .returning({ id: statusPages.id, slug: statusPages.slug });
      if (!row) throw new AppError("not_found", "This status page no longer exists");
      await publishChange(tx, liveTopic("status-pages"), liveTopic("status-page", row.id));
      return row;
    });
  } catch (error) {
    const known = isUniqueViolation(error) ? UNIQUE_FIELDS[violatedConstraint(error) ?? ""] : undefined;
    if (known) throw new AppError("conflict", known.message, { fieldErrors: { [known.field]: [known.message] } });
    throw error;
  }
}

/**
 * Replaces page `input.pageId`'s groups and components with `input`'s, in its order.
 * @returns the sites the page showed before and shows now. @throws AppError `not_found` for a deleted
 * page, `invalid` when a site no longer exists.
 */
export async function saveStatusPageLayout(database: Database, input: StatusPageLayoutInput): Promise<number[]> {
  return database.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: statusPages.id })
      .from(statusPages)
      .where(eq(statusPages.id, input.pageId))
      .for("update");
    if (!page) throw new AppError("not_found", "This status page no longer exists");
    const siteIds = input.components.map((c) => c.siteId);
    if (siteIds.length > 0) {
      const found = await tx
        .select({ id: federatedSites.id })
        .from(federatedSites)
        .where(inArray(federatedSites.id, siteIds));
      if (found.length !== new Set(siteIds).size)
        throw new AppError("invalid", "A site of this page was deleted meanwhile; reload and try again");
    }
    const before = await tx
      .select({ siteId: statusPageComponents.siteId })
      .from(statusPageComponents)
      .where(eq(statusPageComponents.pageId, page.id));
    await tx.delete(statusPageComponents).where(eq(statusPageComponents.pageId, page.id));
    await tx.delete(statusPageGroups).where(eq(statusPageGroups.pageId, page.id));
    const groupIds = new Map<string, number>();
    if (input.groups.length > 0) {
      const rows = await tx
        .insert(statusPageGroups)
        .values(input.groups.map((group, position) => ({ pageId: page.id, name: group.name, position })))
        .returning({ id: statusPageGroups.id });
      input.groups.forEach((group, index) => groupIds.set(group.key, rows[index]!.id));
    }
    if (input.components.length > 0) {
      await tx.insert(statusPageComponents).values(
        input.components.map((component, position) => ({
          pageId: page.id,
          siteId: component.siteId,
          displayName: component.displayName,
          groupId: groupIds.get(component.groupKey) ?? null,
          position,
        })),
      );
    }
    await publishChange(tx, liveTopic("status-pages"), liveTopic("status-page", page.id));
    return [...new Set([...before.map((row) => row.siteId), ...siteIds])];
  });
}

/**
 * Publishes page `pageId` (visitors see it from now on) or takes it back to a draft (every public route
 * answers 404 again; subscribers keep their subscription and their unsubscribe links work).
 * @throws AppError `not_found` when the page is gone.
 */
export async function setStatusPagePublished(
  database: Database,
  input: StatusPagePublishInput,
  now: Date = new Date(),
): Promise<void> {
  await database.transaction(async (tx) => {
    const [page] = await tx
      .update(statusPages)
      .set({ publishedAt: input.published ? now : null })
      .where(eq(statusPages.id, input.id))
      .returning({ id: statusPages.id });
    if (!page) throw new AppError("not_found", "This status page no longer exists");
    await publishChange(tx, liveTopic("status-pages"), liveTopic("status-page", page.id));
  });
}

/** Deletes page `pageId` with its layout, subscribers and notices. @throws AppError `not_found`. */
export async function deleteStatusPage(database: Database, pageId: number): Promise<void> {
  await database.transaction(async (tx) => {
    const [gone] = await tx.delete(statusPages).where(eq(statusPages.id, pageId)).returning({ id: statusPages.id });
    if (!gone) throw new AppError("not_found", "This status page no longer exists");
    await publishChange(tx, liveTopic("status-pages"), liveTopic("status-page", pageId));
  });
}
