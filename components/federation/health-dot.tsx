/** The v2 hub's per-site health dot (docs/spec/operator-console.md §2: green healthy, yellow warning, red error, grey offline). */
import type { SiteHealth } from "@/lib/federation/health";
import { cn } from "@/lib/utils";

const COLOR: Record<SiteHealth, string> = {
  healthy: "bg-green-500",
  warning: "bg-yellow-400",
  error: "bg-red-500",
  offline: "bg-gray-400",
};

/** A coloured dot whose health is also given as text for screen readers and tooltips. */
export function HealthDot({ status, className }: { status: SiteHealth; className?: string }) {
  return (
    <span className={cn("inline-flex items-center", className)} title={status} data-health={status}>
      <span className={cn("size-3 rounded-full", COLOR[status])} aria-hidden="true" />
      <span className="sr-only">{status}</span>
    </span>
  );
}
