/** The uptime ranges' lengths and the one rounding of an uptime % (passing checks over counted checks). */
import type { UptimeRange } from "./list-filter";

/** Each range's length in milliseconds. */
export const RANGE_MS: Record<UptimeRange, number> = {
  "24h": 86_400_000,
  "7d": 7 * 86_400_000,
  "30d": 30 * 86_400_000,
};

/** Passing checks over counted checks, as a percentage to two decimals; null when no check counted. */
export const percent = (up: number, down: number) =>
  up + down === 0 ? null : Math.round((10_000 * up) / (up + down)) / 100;
