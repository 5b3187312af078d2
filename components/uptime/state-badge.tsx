/** A monitor's state as a coloured badge with its word (never colour alone), for /site-control-v2 and /dashboard. */
import { Badge } from "@/components/ui/badge";
import type { MonitorState } from "@/lib/db/schema";
import { cn } from "@/lib/utils";

/** The word and colour of each state. */
export const STATE_DISPLAY: Record<MonitorState, { label: string; className: string }> = {
  up: { label: "Up", className: "bg-emerald-700 text-white" },
  down: { label: "Down", className: "bg-destructive text-white" },
  pending: { label: "Pending", className: "bg-amber-500 text-black" },
  maintenance: { label: "Maintenance", className: "bg-sky-700 text-white" },
  paused: { label: "Paused", className: "bg-muted text-muted-foreground" },
};

/** The badge of `state`. */
export function MonitorStateBadge({ state }: { state: MonitorState }) {
  const { label, className } = STATE_DISPLAY[state];
  return (
    <Badge className={cn("border-transparent", className)} data-state={state}>
      {label}
    </Badge>
  );
}
