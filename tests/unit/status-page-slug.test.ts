/** The address a new status page's name suggests (lib/status-pages/schemas.ts `slugFromName`). */
import { describe, expect, it } from "vitest";
import { slugFromName, statusPageSettingsSchema } from "@/lib/status-pages/schemas";

describe("slugFromName", () => {
  it("turns a name into an address the form accepts", () => {
    expect(slugFromName("Acme Clinics — Portal")).toBe("acme-clinics-portal");
    expect(slugFromName("  Café Zürich 2026!  ")).toBe("cafe-zurich-2026");
    const slug = slugFromName(`${"Long name ".repeat(10)}end`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/^-|-$/);
    const valid = (value: string) => statusPageSettingsSchema.shape.slug.safeParse(value).success;
    for (const value of ["acme-clinics-portal", "cafe-zurich-2026", slug]) expect(valid(value)).toBe(true);
  });

  it("answers nothing for a name with nothing to keep", () => {
    expect(slugFromName("— ✨ —")).toBe("");
  });
});
