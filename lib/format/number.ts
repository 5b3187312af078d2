/**
 * A capped total (lib/db/keyset.ts `ListTotal`) as a stat card shows it: "1,234", or "10,000+" once
 * the count reached `COUNT_CAP` and stopped (docs/decisions.md "Capped lead figures").
 */
import type { ListTotal } from "@/lib/db/keyset";

/** `total` as "1,234", or "10,000+" past the cap. */
export function formatCount(total: ListTotal): string {
  return `${total.count.toLocaleString("en-US")}${total.capped ? "+" : ""}`;
}
