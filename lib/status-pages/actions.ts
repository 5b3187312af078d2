"use server";
/**
 * Server actions of /status-pages (docs/federation-protocol.md "Status pages"): a page's settings, its
 * layout, publishing it, its deletion. Staff work, deleting a page the owner's
 * (lib/auth/permissions.ts; docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"). Each expires the page's cached copies after its commit.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { expireStatusSites, expireStatusTags, STATUS_PAGES_TAG } from "@/lib/cache/status-pages";
import {
  statusPageIdSchema,
  statusPageLayoutSchema,
  statusPagePublishSchema,
  statusPageSettingsSchema,
} from "./schemas";
import {
  deleteStatusPage,
  saveStatusPageLayout,
  saveStatusPageSettings,
  setStatusPagePublished,
} from "./status-page-service";

/** Creates or updates a page's name, address, logo, custom host and time zone. */
export const saveStatusPageSettingsAction = adminAction(
  "status-pages.settings",
  statusPageSettingsSchema,
  async (input) => {
    const saved = await saveStatusPageSettings(db, input);
    expireStatusTags([STATUS_PAGES_TAG]);
    revalidatePath("/status-pages");
    return saved;
  },
);

/** Replaces a page's groups and components. */
export const saveStatusPageLayoutAction = adminAction("status-pages.layout", statusPageLayoutSchema, async (input) => {
  const siteIds = await saveStatusPageLayout(db, input);
  expireStatusTags([STATUS_PAGES_TAG]);
  expireStatusSites(siteIds);
  revalidatePath("/status-pages");
  return { pageId: input.pageId };
});

/** "Publish" / "Unpublish": a page is public only once published (docs/decisions/status-pages.md "Status page drafts"). */
export const publishStatusPageAction = adminAction("status-pages.publish", statusPagePublishSchema, async (input) => {
  await setStatusPagePublished(db, input);
  expireStatusTags([STATUS_PAGES_TAG]);
  revalidatePath("/status-pages");
  return { id: input.id, published: input.published };
});

/** Deletes a page with its subscribers. */
export const deleteStatusPageAction = adminAction("status-pages.delete", statusPageIdSchema, async ({ id }) => {
  await deleteStatusPage(db, id);
  expireStatusTags([STATUS_PAGES_TAG]);
  revalidatePath("/status-pages");
  return { id };
});
