/**
 * How many minor-unit digits an ISO 4217 currency has, from the runtime's own ISO 4217 data:
 * `Intl.NumberFormat(…).resolvedOptions().maximumFractionDigits` (USD 2, JPY 0, BHD 3). Pure.
 */

/** The minor-unit digits of `currency`, a code the runtime knows (lib/money/currency.ts checks it first). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
