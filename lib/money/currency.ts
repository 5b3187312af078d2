/**
 * Currencies by their ISO 4217 code, and how many minor-unit digits each has (docs/decisions/quotes-and-projects.md "Money:
 * minor units and the rounding rule"). The digits come from the runtime's ISO 4217 data through
 * `Intl.NumberFormat(…).resolvedOptions().maximumFractionDigits` (USD 2, JPY 0, BHD 3), so no table of
 * our own can drift from the standard. Pure: lib/ and components/ both use it.
 */
import { currencyDigits } from "./currency-digits";

/** An ISO 4217 alphabetic code: three upper-case letters. */
const CODE = /^[A-Z]{3}$/;

/** True when `code` is a three-letter code the runtime knows as a currency (its display name is not the code). */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== "string" || !CODE.test(code)) return false;
  const known = Intl.supportedValuesOf("currency");
  return known.includes(code);
}

/**
 * The number of minor-unit digits of `currency` (ISO 4217 "minor unit"): 2 for USD and EUR, 0 for JPY,
 * 3 for BHD.
 * @throws RangeError when `currency` is not an ISO 4217 code.
 */
export function minorUnitDigits(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
  return currencyDigits(currency);
}
