/** Display helpers of the uptime screens. */
import type { UptimeRange } from "./list-filter";

/** Short names of the ranges. */
export const RANGE_LABELS: Record<UptimeRange, string> = { "24h": "24 h", "7d": "7 d", "30d": "30 d" };

/** An uptime percentage with two decimals at most, or "—" when no check counted. */
export function formatPercent(value: number | null): string {
  return value === null ? "—" : `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;
}
