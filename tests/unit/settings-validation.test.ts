/** Which settings can be written and what each accepts (docs/spec/site-and-admin.md §3 "Setting"). */
import { describe, expect, it } from "vitest";
import {
  isKnownSettingKey,
  KNOWN_SETTING_KEYS,
  settingTextUpdateSchema,
  showProjectIdeaSchema,
} from "@/lib/settings/schemas";

describe("settings key allowlist", () => {
  it("knows show-project-idea and nothing else", () => {
    expect(KNOWN_SETTING_KEYS).toEqual(["show-project-idea"]);
    expect(isKnownSettingKey("show-project-idea")).toBe(true);
    for (const key of ["", "admin", "SHOW-PROJECT-IDEA", "show-project-idea ", "__proto__", "constructor"]) {
      expect(isKnownSettingKey(key), key).toBe(false);
    }
  });

  it("refuses an unknown key with a clear message", () => {
    const result = settingTextUpdateSchema.safeParse({ key: "site-title", value: "true" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["key"], message: "Unknown setting: site-title" });
  });

  it("accepts true or false in any case for a boolean setting", () => {
    expect(settingTextUpdateSchema.parse({ key: "show-project-idea", value: " TRUE " })).toEqual({
      key: "show-project-idea",
      value: true,
    });
    expect(settingTextUpdateSchema.parse({ key: "show-project-idea", value: "false" })).toEqual({
      key: "show-project-idea",
      value: false,
    });
    for (const value of ["", "yes", "1", "truee", "null"]) {
      const result = settingTextUpdateSchema.safeParse({ key: "show-project-idea", value });
      expect(result.error?.issues[0], value).toMatchObject({
        path: ["value"],
        message: "show-project-idea must be true or false",
      });
    }
  });

  it("takes a real boolean for the Site Settings switch", () => {
    expect(showProjectIdeaSchema.safeParse({ value: "true" }).success).toBe(false);
    expect(showProjectIdeaSchema.parse({ value: true })).toEqual({ value: true });
  });
});
