/** A monitor's state as a coloured badge with its word (never colour alone), for /site-control-v2 and /dashboard. */
import { Badge } from "@/components/ui/badge";
import type { MonitorState } from "@/lib/db/schema";
import { MONITOR_STATE_DISPLAY } from "@/lib/uptime/labels";
import { cn } from "@/lib/utils";

/** The badge of `state`: its word on its colour (lib/uptime/labels.ts), never colour alone. */
export function MonitorStateBadge({ state }: { state: MonitorState }) {
  const { label, className } = MONITOR_STATE_DISPLAY[state];
  return (
    <Badge className={cn("border-transparent", className)} data-state={state}>
      {label}
    </Badge>
  );
}
