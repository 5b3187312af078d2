import { describe, expect, it } from "vitest";
import { parseCodeCommand } from "@/lib/sms-intake/handlers/project-code/command";

describe("parseCodeCommand", () => {
  it("is not a command without a semicolon", () => {
    expect(parseCodeCommand("A booking portal for dog groomers")).toBeNull();
  });

  it("accepts exactly 8 letters or digits and a description of at least 5 characters", () => {
    expect(parseCodeCommand(" abcd1234 ; Booking portal ")).toEqual({
      ok: true,
      code: "ABCD1234",
      description: "Booking portal",
    });
    expect(parseCodeCommand("ABCD1234;Hello")).toEqual({ ok: true, code: "ABCD1234", description: "Hello" });
    expect(parseCodeCommand("ABCD1234;A; B; C")).toEqual({ ok: true, code: "ABCD1234", description: "A; B; C" });
  });

  it("refuses a code that is too long or too short, naming its length", () => {
    expect(parseCodeCommand("TOOLONGCODE123;Valid description")).toEqual({
      ok: false,
      errors: ["Code too long (14 characters): use exactly 8 letters or digits."],
    });
    expect(parseCodeCommand("ABC;Valid description")).toEqual({
      ok: false,
      errors: ["Code too short (3 characters): use exactly 8 letters or digits."],
    });
  });

  it("refuses codes with other characters and a missing code", () => {
    expect(parseCodeCommand("ABCD-123;Valid description")).toEqual({
      ok: false,
      errors: ["Code must be letters and digits only (exactly 8)."],
    });
    expect(parseCodeCommand(";Valid description")).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^Missing code/)],
    });
  });

  it("refuses a description under 5 characters", () => {
    expect(parseCodeCommand("ABCD1234;Hi")).toEqual({
      ok: false,
      errors: ["Description too short: use at least 5 characters after the semicolon."],
    });
  });

  it("reports every broken rule at once", () => {
    const result = parseCodeCommand("TOOLONGCODE;Hi");
    expect(result).toMatchObject({ ok: false });
    expect(result && !result.ok && result.errors).toHaveLength(2);
  });
});
