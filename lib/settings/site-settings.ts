/**
 * Writing site settings (docs/spec/site-and-admin.md §7 "/api/admin/settings/show-project-idea",
 * "PATCH /api/settings/{key} {value}"). Takes the database or a transaction, so it runs without Next; the
 * caller expires the landing page's settings cache.
 */
import type { Database } from "@/lib/db";
import { siteSettings } from "@/lib/db/schema";
import { DEFAULT_SETTINGS } from "@/lib/settings/default-settings";
import type { SettingKey } from "./schemas";

/**
 * Stores `value` under the known `key`, recording `username` as the last editor. A row that went missing
 * is created again with its seeded description, so saving never fails for want of the seed.
 */
export async function saveSiteSetting(
  database: Database,
  key: SettingKey,
  value: boolean,
  username: string,
): Promise<void> {
  const description = DEFAULT_SETTINGS.find((s) => s.settingKey === key)?.description ?? null;
  await database
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value, description, updatedBy: username })
    .onConflictDoUpdate({
      target: siteSettings.settingKey,
      set: { settingValue: value, updatedBy: username, updatedAt: new Date() },
    });
}
