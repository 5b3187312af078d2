/** Every phone field's reading and formatting (lib/format/phone.ts, libphonenumber-js). */
import { describe, expect, it } from "vitest";
import {
  formatPhoneAsTyped,
  formatPhoneNumber,
  formatProfilePhone,
  normalizePhoneNumber,
  profilePhoneNumber,
} from "@/lib/format/phone";
import { profileSchema } from "@/lib/auth/schemas";
import { createAuthorizedPhoneSchema } from "@/lib/phones/schemas";
import { testSmsSchema } from "@/lib/sms/schemas";

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
    expect(normalizePhoneNumber("+1 (555) 123-4567")).toBe("+15551234567");
  });

  it("accepts the fictional 555 numbers of demos and tests (possible, though never assigned)", () => {
    expect(normalizePhoneNumber("+1 (555) 010-2030")).toBe("+15550102030");
  });

  it("refuses what cannot be a number", () => {
    for (const input of [
      "",
      "12345",
      "+0123456789",
      "555-CALL-NOW",
      "+1234567890123456",
      "+1555123456",
      "call 5551234567",
      "555 123 4567 ext 12",
    ]) {
      expect(normalizePhoneNumber(input), input).toBeNull();
    }
  });
});

describe("formatPhoneNumber", () => {
  it("shows North American numbers as +1 (555) 123-4567 and others in international format", () => {
    expect(formatPhoneNumber("+15551234567")).toBe("+1 (555) 123-4567");
    expect(formatPhoneNumber("+442079460958")).toBe("+44 20 7946 0958");
  });

  it("leaves a value that is not a number as it is", () => {
    expect(formatPhoneNumber("unknown")).toBe("unknown");
  });
});

describe("formatPhoneAsTyped (the profile's phone field as a user types)", () => {
  it.each([
    ["", ""],
    ["555", "(555)"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["5551234567", "(555) 123-4567"],
    ["(555) 123-4567", "(555) 123-4567"],
    ["+1 555 123 4567", "+1 555 123 4567"],
    ["+44 20 7946 0958", "+44 20 7946 0958"],
  ])("shows %j as %j", (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });

  it('keeps every digit of "+1 (555) 123-4567" typed one key at a time', () => {
    let field = "";
    for (const key of "+1 (555) 123-4567") field = formatPhoneAsTyped(field + key);
    expect(field).toBe("+1 555 123 4567");
    expect(profilePhoneNumber(field)).toBe("5551234567");
  });
});

describe("the profile's phone", () => {
  it('stores the ten digits of a North American number, however it was typed (spec: "a leading +1 stripped")', () => {
    for (const typed of ["+1 (555) 123-4567", "(555) 123-4567", "5551234567", "1 555 123 4567"]) {
      expect(profileSchema.parse({ email: "a@example.test", phoneNumber: typed }).phoneNumber, typed).toBe(
        "5551234567",
      );
    }
    expect(formatProfilePhone("5551234567")).toBe("(555) 123-4567");
  });

  it("stores another country's number in E.164 and shows it in international format", () => {
    expect(profileSchema.parse({ email: "a@example.test", phoneNumber: "+44 20 7946 0958" }).phoneNumber).toBe(
      "+442079460958",
    );
    expect(formatProfilePhone("+442079460958")).toBe("+44 20 7946 0958");
  });

  it("keeps an empty field empty and refuses an impossible number with a clear message", () => {
    expect(profileSchema.parse({ email: "a@example.test", phoneNumber: "" }).phoneNumber).toBe("");
    const result = profileSchema.safeParse({ email: "a@example.test", phoneNumber: "555 123" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Enter a valid phone number, e.g. +1 555 123 4567"]);
  });
});

describe("createAuthorizedPhoneSchema", () => {
  it("stores the number in E.164 and a blank description as null", () => {
    expect(
      createAuthorizedPhoneSchema.parse({ phoneNumber: "(555) 123-4567", ownerName: " Ada ", description: " " }),
    ).toEqual({
      phoneNumber: "+15551234567",
      ownerName: "Ada",
      description: null,
    });
  });

  it("explains a number it cannot read and a missing owner", () => {
    const result = createAuthorizedPhoneSchema.safeParse({ phoneNumber: "12345", ownerName: "", description: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Enter a valid phone number, e.g. +1 555 123 4567",
      "Owner name is required",
    ]);
  });
});

describe("the SMS test's phone", () => {
  it("sends from the E.164 form and refuses an impossible number", () => {
    expect(
      testSmsSchema.parse({ message: "ABC123;A portal for my shop", phoneNumber: "+1 (555) 123-4567" }).phoneNumber,
    ).toBe("+15551234567");
    expect(testSmsSchema.safeParse({ message: "ABC123;A portal for my shop", phoneNumber: "+1 555" }).success).toBe(
      false,
    );
  });
});
