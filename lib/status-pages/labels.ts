/**
 * How a status page words and colours states (docs/federation-protocol.md "Status pages"): each site
 * health state (lib/site-health) in a visitor's words, the page's overall sentence, and the daily bars'
 * colours with their meaning. Pure: the page, its JSON, its badges and the console use it.
 */
import type { SiteHealthState } from "@/lib/site-health/rules";
import type { BarLevel } from "./daily-bars";

/** A state as visitors read it, its badge colours (word always shown) and its badge's colour (hex, for SVG). */
export const PUBLIC_STATE_DISPLAY: Record<SiteHealthState, { label: string; className: string; badgeColor: string }> = {
  operational: { label: "Operational", className: "bg-emerald-700 text-white", badgeColor: "#047857" },
  degraded: { label: "Degraded performance", className: "bg-amber-400 text-black", badgeColor: "#b45309" },
  down: { label: "Outage", className: "bg-red-700 text-white", badgeColor: "#b91c1c" },
  maintenance: { label: "Under maintenance", className: "bg-sky-700 text-white", badgeColor: "#0369a1" },
  paused: { label: "Not monitored", className: "bg-gray-200 text-gray-800", badgeColor: "#6b7280" },
  unknown: { label: "No data yet", className: "bg-gray-200 text-gray-800", badgeColor: "#6b7280" },
};

/** The page's headline for its worst component state. */
export const OVERALL_SENTENCE: Record<SiteHealthState, string> = {
  operational: "All systems operational",
  degraded: "Some systems are degraded",
  down: "Some systems are down",
  maintenance: "Maintenance in progress",
  paused: "Monitoring paused",
  unknown: "Waiting for the first checks",
};

/** Each bar level's colours (SVG fill for badges, stroke for the page's dashed bars) and its words for the tooltip. */
export const BAR_LEVEL_DISPLAY: Record<BarLevel, { strokeClassName: string; label: string }> = {
  none: { strokeClassName: "stroke-gray-300", label: "No data" },
  ok: { strokeClassName: "stroke-emerald-600", label: "Operational" },
  minor: { strokeClassName: "stroke-amber-400", label: "Minor disruption" },
  major: { strokeClassName: "stroke-orange-600", label: "Partial outage" },
  critical: { strokeClassName: "stroke-red-700", label: "Major outage" },
};
