/** The profile's live phone formatting (site-and-admin.md §5 "Profile", §9 "Phone field max 14 characters"). */
import { describe, expect, it } from "vitest";
import { formatPhoneInput } from "@/components/admin/account/format-phone-input";

describe("formatPhoneInput", () => {
  it.each([
    ["", ""],
    ["5", "(5"],
    ["555", "(555"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["5551234567", "(555) 123-4567"],
    ["(555) 123-4567", "(555) 123-4567"],
    ["+1 555 123 4567", "(555) 123-4567"],
    ["555-123-45678", "(555) 123-4567"],
    ["abc", ""],
  ])("formats %j as %j", (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it("never exceeds the field's 14 characters", () => {
    expect(formatPhoneInput("1".repeat(30)).length).toBeLessThanOrEqual(14);
  });
});
