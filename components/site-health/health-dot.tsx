/** A site's health as a coloured dot with its word for screen readers and tooltips (lib/site-health/labels.ts). */
import { HEALTH_STATE_DISPLAY } from "@/lib/site-health/labels";
import type { SiteHealthState } from "@/lib/site-health/rules";
import { cn } from "@/lib/utils";

/** The dot of `state`; where space allows, pair it with `HealthBadge` or the word. */
export function HealthDot({ state, className }: { state: SiteHealthState; className?: string }) {
  const { label, dotClassName } = HEALTH_STATE_DISPLAY[state];
  return (
    <span className={cn("inline-flex items-center", className)} title={label} data-health={state}>
      <span className={cn("size-3 rounded-full", dotClassName)} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
