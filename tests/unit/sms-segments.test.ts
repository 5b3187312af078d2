import { describe, expect, it } from "vitest";
import { countSegments } from "@/lib/sms/segments";

describe("countSegments", () => {
  it("fits 160 GSM-7 characters in one segment and starts a second at 161", () => {
    expect(countSegments("a".repeat(160))).toMatchObject({
      encoding: "GSM-7",
      segments: 1,
      characters: 160,
      units: 160,
      remainingInSegment: 0,
    });
    expect(countSegments("a".repeat(161))).toMatchObject({
      encoding: "GSM-7",
      segments: 2,
      units: 161,
      remainingInSegment: 153 * 2 - 161,
    });
  });

  it("puts 153 GSM-7 characters in each concatenated segment", () => {
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
  });

  it("counts a GSM-7 extension character as two septets", () => {
    const euros = countSegments("€".repeat(80));
    expect(euros).toMatchObject({ encoding: "GSM-7", segments: 1, characters: 80, units: 160 });
    expect(countSegments("€".repeat(81))).toMatchObject({ encoding: "GSM-7", segments: 2, units: 162 });
    expect(countSegments(`${"a".repeat(159)}[`)).toMatchObject({ segments: 2, units: 161 });
  });

  it("keeps accented letters of the GSM-7 alphabet in GSM-7", () => {
    expect(countSegments("é".repeat(160))).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it("switches to UCS-2 for an emoji: 70 units alone, 67 per concatenated segment, an emoji is two units", () => {
    expect(countSegments("😀")).toMatchObject({
      encoding: "UCS-2",
      segments: 1,
      characters: 1,
      units: 2,
      nonGsmCharacters: ["😀"],
    });
    expect(countSegments(`${"x".repeat(68)}😀`)).toMatchObject({
      encoding: "UCS-2",
      segments: 1,
      units: 70,
      remainingInSegment: 0,
    });
    expect(countSegments(`${"x".repeat(69)}😀`)).toMatchObject({
      encoding: "UCS-2",
      segments: 2,
      characters: 70,
      units: 71,
    });
    expect(countSegments("ç".repeat(134)).segments).toBe(2);
    expect(countSegments("ç".repeat(135)).segments).toBe(3);
  });

  it("names each character that forced UCS-2 once", () => {
    expect(countSegments("Thanks “Ann” 😀😀").nonGsmCharacters).toEqual(["“", "”", "😀"]);
  });

  it("counts nothing for an empty text", () => {
    expect(countSegments("")).toMatchObject({ segments: 0, characters: 0, units: 0 });
  });
});
