import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, CODE_LENGTH, generateProjectCode } from "@/lib/project-codes/generate";

describe("generateProjectCode", () => {
  it("uses 32 upper-case letters and digits without the look-alikes 0/O and 1/I", () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const lookAlike of ["0", "O", "1", "I"]) expect(CODE_ALPHABET).not.toContain(lookAlike);
  });

  it("draws 8 characters of that alphabet", () => {
    for (let i = 0; i < 1_000; i++) {
      const code = generateProjectCode();
      expect(code).toHaveLength(CODE_LENGTH);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
  });

  it("maps every byte value to a symbol with equal weight (no modulo bias)", () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += CODE_LENGTH) {
      const code = generateProjectCode(() => Uint8Array.from({ length: CODE_LENGTH }, (_, i) => byte + i));
      for (const symbol of code) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it("does not repeat in 20,000 draws", () => {
    const codes = new Set(Array.from({ length: 20_000 }, () => generateProjectCode()));
    expect(codes.size).toBe(20_000);
  });
});
