"use server";
/**
 * Site-setting server actions (docs/spec/site-and-admin.md §7 "/api/admin/settings/show-project-idea",
 * "PATCH /api/settings/{key} {value}"): only known keys, values validated per key. Every change
 * expires the landing page's settings cache at once ("public setting refreshed").
 */
import { revalidatePath, updateTag } from "next/cache";
import { adminAction } from "@/lib/action";
import { announceExpiredTags } from "@/lib/cache/expire-tags";
import { db } from "@/lib/db";
import { SITE_SETTINGS_TAG } from "./queries";
import { settingTextUpdateSchema, showProjectIdeaSchema, type SettingKey } from "./schemas";
import { saveSiteSetting } from "./site-settings";

/** Stores `value` under `key` and expires the landing page's settings and both screens that show them. */
async function writeSetting(key: SettingKey, value: boolean, username: string): Promise<void> {
  await saveSiteSetting(db, key, value, username);
  updateTag(SITE_SETTINGS_TAG);
  announceExpiredTags([SITE_SETTINGS_TAG]);
  revalidatePath("/site-settings");
  revalidatePath("/settings");
}

/** Site Settings' Save Changes: shows or hides the "Got a Project Idea?" block; answers `{ value }`. */
export const saveShowProjectIdeaAction = adminAction(
  "settings.public-site",
  showProjectIdeaSchema,
  async ({ value }, { user }) => {
    await writeSetting("show-project-idea", value, user.username);
    return { value };
  },
);

/** The General tab's text box: `{ key, value }` with the value as text ("true"/"false"); answers the stored value. */
export const updateSettingAction = adminAction(
  "settings.public-site",
  settingTextUpdateSchema,
  async ({ key, value }, { user }) => {
    await writeSetting(key, value, user.username);
    return { key, value };
  },
);
