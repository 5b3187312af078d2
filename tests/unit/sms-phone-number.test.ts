import { describe, expect, it } from "vitest";
import { formatPhoneNumber, normalizePhoneNumber } from "@/lib/sms/phone-number";
import { createAuthorizedPhoneSchema } from "@/lib/validations/authorized-phone";

describe("normalizePhoneNumber", () => {
  it("keeps E.164 and strips what people type around it", () => {
    expect(normalizePhoneNumber("+15551234567")).toBe("+15551234567");
    expect(normalizePhoneNumber(" +44 20 7946 0958 ")).toBe("+442079460958");
    expect(normalizePhoneNumber("0044 20 7946 0958")).toBe("+442079460958");
  });

  it("reads 10 digits, or 11 starting with 1, as North American", () => {
    expect(normalizePhoneNumber("(555) 123-4567")).toBe("+15551234567");
    expect(normalizePhoneNumber("1-555-123-4567")).toBe("+15551234567");
    expect(normalizePhoneNumber("555.123.4567")).toBe("+15551234567");
  });

  it("refuses what cannot be a number", () => {
    for (const input of ["", "12345", "+0123456789", "555-CALL-NOW", "+1234567890123456"]) expect(normalizePhoneNumber(input)).toBeNull();
  });
});

describe("formatPhoneNumber", () => {
  it("shows North American numbers as +1 (555) 123-4567 and others unchanged", () => {
    expect(formatPhoneNumber("+15551234567")).toBe("+1 (555) 123-4567");
    expect(formatPhoneNumber("+442079460958")).toBe("+442079460958");
  });
});

describe("createAuthorizedPhoneSchema", () => {
  it("stores the number in E.164 and a blank description as null", () => {
    expect(createAuthorizedPhoneSchema.parse({ phoneNumber: "(555) 123-4567", ownerName: " Ada ", description: " " })).toEqual({
      phoneNumber: "+15551234567",
      ownerName: "Ada",
      description: null,
    });
  });

  it("explains a number it cannot read and a missing owner", () => {
    const result = createAuthorizedPhoneSchema.safeParse({ phoneNumber: "12345", ownerName: "", description: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Enter a valid phone number, e.g. +1 555 123 4567", "Owner name is required"]);
  });
});
