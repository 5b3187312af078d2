/**
 * Public site-setting reads, cached in Next's data cache under {@link SITE_SETTINGS_TAG}. The admin
 * Site Settings screen calls `revalidateTag(SITE_SETTINGS_TAG, "max")` (or `updateTag`) after a change.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { cachedRead } from "@/lib/cache/cached-read";
import { db } from "@/lib/db";
import { siteSettings } from "@/lib/db/schema";

/** Cache tag of every site-setting read. */
export const SITE_SETTINGS_TAG = "site-settings";

/** Key of the setting that shows the "Got a Project Idea?" block (docs/spec/site-and-admin.md §1, §3). */
export const SHOW_PROJECT_IDEA_KEY = "show-project-idea";

/**
 * Upper bound (seconds) on how stale a cached landing read can get when a change's expiry was lost (an
 * instance that could not hear it: lib/cache/expire-tags.ts).
 */
export const CACHE_SAFETY_SECONDS = 300;

/** Whether the landing page shows the text-your-idea block; false when the row is missing (spec §9 default: hidden) and at build time. */
export const getShowProjectIdea = cachedRead(
  async (): Promise<boolean> => {
    const [row] = await db
      .select({ value: siteSettings.settingValue })
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, SHOW_PROJECT_IDEA_KEY));
    return row?.value ?? false;
  },
  ["setting", SHOW_PROJECT_IDEA_KEY],
  { tags: [SITE_SETTINGS_TAG], revalidate: CACHE_SAFETY_SECONDS, placeholder: false },
);
