/**
 * How the uptime screens word a monitor: the ranges, and a failed check's error in words
 * (docs/federation-protocol.md "Monitors"); a site's state is its health's (lib/site-health/labels.ts).
 * Pure, for server and client components.
 */
import type { UptimeRange } from "./list-filter";

/** Short names of the ranges, for buttons and figures: "24 h". */
export const RANGE_LABELS: Record<UptimeRange, string> = { "24h": "24 h", "7d": "7 d", "30d": "30 d" };

/** The ranges in a sentence: "last 24 hours". */
export const RANGE_WORDS: Record<UptimeRange, string> = {
  "24h": "last 24 hours",
  "7d": "last 7 days",
  "30d": "last 30 days",
};

/** A failed check's error in words: the health line says it too, so the rule lives below both. */
export { describeCheckError } from "@/lib/site-health/check-error";
