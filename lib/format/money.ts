/**
 * Money as every screen, message and PDF shows it: `Intl.NumberFormat` with the currency's own symbol and
 * minor-unit digits ("$1,234.50", "¥1,500"), fed the exact decimal text (lib/money/decimal.ts) so no float
 * rounds it on the way. Pure: lib/ and components/ both use it.
 */
import { minorToDecimal } from "@/lib/money/decimal";

/** `minor` units of `currency` (ISO 4217) formatted in US English, e.g. `formatMoney(123450, "USD")` → "$1,234.50". */
export function formatMoney(minor: number, currency: string): string {
  const decimal = minorToDecimal(minor, currency);
  // ES2023 Intl.NumberFormat v3 formats a decimal string exactly; the type still says number.
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(decimal as unknown as number);
}

/** A rate in basis points as a percentage: 750 → "7.5%". */
export function formatBasisPoints(bp: number): string {
  return `${(bp / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;
}
