/**
 * Minor units to and from decimal text, through strings and `bigint` only (docs/decisions/quotes-and-projects.md "Money:
 * minor units and the rounding rule"): "12.34" USD is 1234, "1500" JPY is 1500. Pure: lib/ and components/
 * both use it.
 */
import { minorUnitDigits } from "./currency";

/** `minor` units of `currency` as a plain decimal ("-12.34", "1500"), exact for any safe integer. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const negative = minor < 0;
  const text = BigInt(Math.abs(minor))
    .toString()
    .padStart(digits + 1, "0");
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? "" : `.${text.slice(-digits)}`;
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/**
 * Decimal text ("12.5", "-3", "1,200.00") as minor units of `currency`, or null when it is not a number
 * with at most the currency's minor-unit digits or passes the safe-integer range.
 */
export function decimalToMinor(text: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const match = /^(-)?(\d{1,16})(?:\.(\d+))?$/.exec(text.trim().replaceAll(",", ""));
  if (!match) return null;
  const fraction = match[3] ?? "";
  if (fraction.length > digits) return null;
  const value = BigInt(match[2]! + fraction.padEnd(digits, "0")) * (match[1] ? -1n : 1n);
  return value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}
