/**
 * Which site settings exist and what each accepts (docs/spec/site-and-admin.md §3 "Setting", §2 screens 7 and 8).
 * Only these keys can be written; the older /settings screen edits values as text, so each key parses
 * its own text. `show-project-idea` is the only setting the spec names; its value is boolean.
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";

/** Every writable setting key. */
export const KNOWN_SETTING_KEYS = ["show-project-idea"] as const;

export type SettingKey = (typeof KNOWN_SETTING_KEYS)[number];

/** True when `key` is a setting the app knows. */
export function isKnownSettingKey(key: string): key is SettingKey {
  return (KNOWN_SETTING_KEYS as readonly string[]).includes(key);
}

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false };

/**
 * The General tab's `{ key, value }`: the key must be known ("Unknown setting: <key>") and the value is
 * "true" or "false", any case, surrounding spaces ignored.
 */
export const settingTextUpdateSchema = z
  .object({
    key: userText({ label: "Key" }).max(100),
    value: z.string().max(100),
  })
  .transform((input, ctx) => {
    if (!isKnownSettingKey(input.key)) {
      ctx.addIssue({ code: "custom", path: ["key"], message: `Unknown setting: ${input.key}` });
      return z.NEVER;
    }
    const value = BOOLEAN_TEXT[input.value.trim().toLowerCase()];
    if (value === undefined) {
      ctx.addIssue({ code: "custom", path: ["value"], message: `${input.key} must be true or false` });
      return z.NEVER;
    }
    return { key: input.key, value };
  });

/** The Site Settings switch: `{ value }` of show-project-idea (spec §7 PUT .../show-project-idea). */
export const showProjectIdeaSchema = z.object({ value: z.boolean() });
