import { describe, expect, it } from "vitest";
import { statusPageSettingsSchema } from "@/lib/status-pages/schemas";

const settings = { name: "Acme", slug: "acme", logoUrl: "", customHost: "", timeZone: "UTC" };

describe("a status page's report recipients", () => {
  it("reads addresses typed one per line or separated by commas, lower case and each once", () => {
    const parsed = statusPageSettingsSchema.parse({
      ...settings,
      reportRecipients: "Ana@Example.com\nbo@example.com, ana@example.com;\n\n",
    });
    expect(parsed.reportRecipients).toEqual(["ana@example.com", "bo@example.com"]);
    // The action receives the form's already split list and reads it the same way.
    expect(
      statusPageSettingsSchema.parse({ ...settings, reportRecipients: parsed.reportRecipients }).reportRecipients,
    ).toEqual(parsed.reportRecipients);
    expect(statusPageSettingsSchema.parse(settings).reportRecipients).toEqual([]);
  });

  it("names the address that is not one, and refuses more than 20", () => {
    const wrong = statusPageSettingsSchema.safeParse({
      ...settings,
      reportRecipients: "ana@example.com\nnot-an-address",
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]!.message).toBe("not-an-address is not an e-mail address");
    const many = Array.from({ length: 21 }, (_, i) => `client${i}@example.com`).join("\n");
    expect(statusPageSettingsSchema.safeParse({ ...settings, reportRecipients: many }).error!.issues[0]!.message).toBe(
      "At most 20 addresses",
    );
  });
});
