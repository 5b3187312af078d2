/**
 * Site-setting reads for the admin screens (docs/spec/site-and-admin.md §2 screens 7 and 8), always fresh from
 * the database (the landing page's cached read is in `settings.ts`). Only known keys are listed.
 */
import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { siteSettings } from "@/lib/db/schema";
import { KNOWN_SETTING_KEYS, type SettingKey } from "./schemas";

/** A setting as the General tab shows it. */
export interface AdminSetting {
  settingKey: SettingKey;
  settingValue: boolean;
  description: string | null;
  updatedBy: string | null;
  updatedAt: Date;
}

/** Every stored setting whose key the app knows, by key. */
export async function listSettings(): Promise<AdminSetting[]> {
  const rows = await db
    .select({
      settingKey: siteSettings.settingKey,
      settingValue: siteSettings.settingValue,
      description: siteSettings.description,
      updatedBy: siteSettings.updatedBy,
      updatedAt: siteSettings.updatedAt,
    })
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, [...KNOWN_SETTING_KEYS]))
    .orderBy(asc(siteSettings.settingKey));
  return rows as AdminSetting[];
}

/** The stored value of `key`, or false when the row is missing (spec §9: show-project-idea hidden by default). */
export async function readSetting(key: SettingKey): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, key));
  return row?.value ?? false;
}
