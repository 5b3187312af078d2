import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/format/money";
import { computeTotals, type MoneyLineInput, type TaxMode } from "@/lib/money/compute";
import { isCurrencyCode, minorUnitDigits } from "@/lib/money/currency";
import { decimalToMinor, minorToDecimal } from "@/lib/money/decimal";
import { divideHalfEven } from "@/lib/money/rounding";

const line = (credit: boolean) =>
  fc.record({
    quantityMilli: fc.integer({ min: 0, max: 1_000_000_000 }),
    unitPriceMinor: fc.integer({ min: credit ? -10_000_000 : 0, max: 10_000_000 }),
    discountBp: fc.integer({ min: 0, max: 10_000 }),
    taxRateBp: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
  });

const documentOf = (credit: boolean) =>
  fc.record({
    lines: fc.array(line(credit), { maxLength: 30 }),
    discountBp: fc.integer({ min: 0, max: 10_000 }),
    taxRateBp: fc.integer({ min: 0, max: 5_000 }),
    taxMode: fc.constantFrom<TaxMode>("exclusive", "inclusive"),
    depositBp: fc.integer({ min: 0, max: 10_000 }),
  });

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("money: totals", () => {
  it("every total is the sum of its rounded lines, in whole minor units", () => {
    fc.assert(
      fc.property(documentOf(false), (input) => {
        const totals = computeTotals(input);
        expect(totals.subtotalMinor).toBe(sum(totals.lines.map((l) => l.netMinor)));
        expect(totals.discountMinor).toBe(sum(totals.lines.map((l) => l.documentDiscountMinor)));
        expect(totals.taxMinor).toBe(sum(totals.lines.map((l) => l.taxMinor)));
        expect(totals.totalMinor).toBe(sum(totals.lines.map((l) => l.totalMinor)));
        const exclusive = input.taxMode === "exclusive";
        expect(totals.totalMinor).toBe(totals.subtotalMinor - totals.discountMinor + (exclusive ? totals.taxMinor : 0));
        for (const figure of [
          totals.totalMinor,
          totals.taxMinor,
          totals.depositMinor,
          ...totals.lines.map((l) => l.netMinor),
        ])
          expect(Number.isSafeInteger(figure)).toBe(true);
      }),
    );
  });

  it("is never negative unless the document is a credit", () => {
    fc.assert(
      fc.property(documentOf(false), (input) => {
        const totals = computeTotals(input);
        for (const l of totals.lines)
          expect(Math.min(l.netMinor, l.taxableMinor, l.taxMinor, l.totalMinor)).toBeGreaterThanOrEqual(0);
        expect(totals.totalMinor).toBeGreaterThanOrEqual(0);
        expect(totals.depositMinor).toBeLessThanOrEqual(totals.totalMinor);
      }),
    );
    expect(() => computeTotals({ taxMode: "exclusive", lines: [{ quantityMilli: 1000, unitPriceMinor: -1 }] })).toThrow(
      RangeError,
    );
    expect(
      computeTotals({ taxMode: "exclusive", credit: true, lines: [{ quantityMilli: 1000, unitPriceMinor: -500 }] })
        .totalMinor,
    ).toBe(-500);
  });

  it("a credit is the exact mirror of the same document's charge (the rule is symmetric)", () => {
    fc.assert(
      fc.property(documentOf(false), (input) => {
        const charge = computeTotals(input);
        const credit = computeTotals({
          ...input,
          credit: true,
          lines: input.lines.map((l: MoneyLineInput) => ({ ...l, unitPriceMinor: -l.unitPriceMinor })),
        });
        expect(credit.totalMinor).toBe(-charge.totalMinor || 0);
        expect(credit.taxMinor).toBe(-charge.taxMinor || 0);
      }),
    );
  });

  it("has no float drift: ten lines of 0.10 at 3 × 0.1 quantity are exactly 3.00", () => {
    const lines = Array.from({ length: 10 }, () => ({ quantityMilli: 3000, unitPriceMinor: 10 }));
    expect(computeTotals({ taxMode: "exclusive", lines }).totalMinor).toBe(300);
  });

  it("rounds each line half to even, then adds tax per line", () => {
    // 0.5 cents and 1.5 cents: ties go to the even cent.
    const totals = computeTotals({
      taxMode: "exclusive",
      lines: [
        { quantityMilli: 500, unitPriceMinor: 1 },
        { quantityMilli: 1500, unitPriceMinor: 1 },
        { quantityMilli: 2500, unitPriceMinor: 1 },
      ],
    });
    expect(totals.lines.map((l) => l.netMinor)).toEqual([0, 2, 2]);
    const taxed = computeTotals({
      taxMode: "exclusive",
      taxRateBp: 825,
      lines: [{ quantityMilli: 1000, unitPriceMinor: 1999 }],
    });
    expect(taxed.taxMinor).toBe(165); // 164.9175 → 165
    expect(taxed.totalMinor).toBe(2164);
  });

  it("takes tax out of inclusive prices so price = net + tax", () => {
    const totals = computeTotals({
      taxMode: "inclusive",
      taxRateBp: 2000,
      lines: [{ quantityMilli: 1000, unitPriceMinor: 12000 }],
    });
    expect(totals.taxMinor).toBe(2000);
    expect(totals.totalMinor).toBe(12000);
  });

  it("takes a deduction off as it is: no share of the document's discount, no tax", () => {
    fc.assert(
      fc.property(documentOf(false), fc.integer({ min: 0, max: 10_000_000 }), (doc, deductedMinor) => {
        const without = computeTotals(doc);
        const deduction = { quantityMilli: 1000, unitPriceMinor: -deductedMinor, deduction: true };
        const withDeduction = computeTotals({ ...doc, lines: [...doc.lines, deduction] });
        expect(withDeduction.totalMinor).toBe(without.totalMinor - deductedMinor);
        expect([withDeduction.discountMinor, withDeduction.taxMinor]).toEqual([
          without.discountMinor,
          without.taxMinor,
        ]);
      }),
    );
  });

  it("refuses a sum past the safe-integer range instead of losing precision", () => {
    expect(() =>
      computeTotals({
        taxMode: "exclusive",
        lines: [{ quantityMilli: 1_000_000_000_000, unitPriceMinor: 1_000_000_000_000 }],
      }),
    ).toThrow(RangeError);
  });
});

describe("money: rounding, currencies and text", () => {
  it("divides half to even like the definition", () => {
    expect([5n, 15n, 25n, -5n, -15n, 14n, 16n].map((n) => divideHalfEven(n, 10n))).toEqual([
      0n,
      2n,
      2n,
      0n,
      -2n,
      1n,
      2n,
    ]);
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          const q = divideHalfEven(n, d);
          const error = n * 2n - q * 2n * d; // 2·(n/d − q)·d
          expect(error <= d && error >= -d).toBe(true);
        },
      ),
    );
  });

  it("reads minor-unit digits from ISO 4217 through Intl", () => {
    expect([minorUnitDigits("USD"), minorUnitDigits("JPY"), minorUnitDigits("BHD")]).toEqual([2, 0, 3]);
    expect(isCurrencyCode("usd")).toBe(false);
    expect(isCurrencyCode("XYZ")).toBe(false);
    expect(() => minorUnitDigits("ABC")).toThrow(RangeError);
  });

  it("round-trips decimal text exactly and formats through Intl.NumberFormat", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom("USD", "JPY", "BHD"),
        (minor, currency) => {
          expect(decimalToMinor(minorToDecimal(minor, currency), currency)).toBe(minor);
        },
      ),
    );
    expect(decimalToMinor("12.345", "USD")).toBeNull();
    expect(decimalToMinor("1,200.5", "USD")).toBe(120050);
    expect(formatMoney(123450, "USD")).toBe("$1,234.50");
    expect(formatMoney(1500, "JPY")).toBe("¥1,500");
    expect(formatMoney(9007199254740991, "USD")).toBe("$90,071,992,547,409.91");
  });
});
