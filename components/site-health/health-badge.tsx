/** A site's health as a badge: its word on its colour, never colour alone (lib/site-health/labels.ts). */
import { Badge } from "@/components/ui/badge";
import { HEALTH_STATE_DISPLAY } from "@/lib/site-health/labels";
import type { SiteHealthState } from "@/lib/site-health/rules";
import { cn } from "@/lib/utils";

/** The badge of `state`; `data-health` carries the state for tests and styles. */
export function HealthBadge({ state, className }: { state: SiteHealthState; className?: string }) {
  const { label, badgeClassName } = HEALTH_STATE_DISPLAY[state];
  return (
    <Badge className={cn("border-transparent", badgeClassName, className)} data-health={state}>
      {label}
    </Badge>
  );
}
