/**
 * Numbers as every screen and message shows them (US English): "1,234"; a capped total (lib/db/keyset.ts
 * `ListTotal`) as "10,000+" once the count reached `COUNT_CAP` and stopped (docs/decisions/sms-and-conversations.md "Capped
 * lead figures"); a count with its noun, singular or plural; a percentage; a size in bytes. Pure: lib/ and
 * components/ both use it.
 */
import type { ListTotal } from "@/lib/db/keyset";

/** `value` with thousands separators: "1,234". */
export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}

/** `total` as "1,234", or "10,000+" past the cap. */
export function formatCount(total: ListTotal): string {
  return `${formatNumber(total.count)}${total.capped ? "+" : ""}`;
}

/** `count` with its noun: "1 message", "3 messages", "1,200 replies" (`plural` when it is not `noun` + "s"). */
export function pluralize(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatNumber(count)} ${count === 1 ? noun : plural}`;
}

/** A percentage with at most `fractionDigits` decimals, "99.95%", or "—" when there is nothing to rate (null). */
export function formatPercent(value: number | null, fractionDigits = 2): string {
  return value === null ? "—" : `${value.toLocaleString("en-US", { maximumFractionDigits: fractionDigits })}%`;
}

/** A size in bytes as "980 B", "12 KB", "4.8 MB" (units of 1,024, one decimal below ten). */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return `${value.toLocaleString("en-US", { maximumFractionDigits: digits })} ${units[unit]}`;
}

/** A quantity kept in thousandths (`1500` → "1.5"), with thousands separators and at most three decimals. */
export function formatQuantityMilli(milli: number): string {
  return (milli / 1000).toLocaleString("en-US", { maximumFractionDigits: 3 });
}
