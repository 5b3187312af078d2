"use client";
/**
 * The Unresolved (n) / All (n) toggle of the lists of errors and issues (the error monitor, the fleet
 * issues): two pressed-state buttons over the list's `status` filter, each with its count.
 */
import { Button } from "@/components/ui/button";

/** `view` is the list's status filter (`useListFilter`); `allLabel` names the second button ("All Errors"). */
export function UnresolvedToggle({
  view,
  counts,
  allLabel,
  groupLabel,
}: {
  view: { value: "unresolved" | "all"; setValue: (next: "unresolved" | "all") => void };
  counts: { unresolved: number; total: number };
  allLabel: string;
  /** What the group chooses, for screen readers: "Which errors to show". */
  groupLabel: string;
}) {
  return (
    <div className="inline-flex self-start rounded-lg bg-muted p-1" role="group" aria-label={groupLabel}>
      <Button
        variant={view.value === "unresolved" ? "default" : "ghost"}
        size="sm"
        aria-pressed={view.value === "unresolved"}
        onClick={() => view.setValue("unresolved")}
      >
        Unresolved ({counts.unresolved})
      </Button>
      <Button
        variant={view.value === "all" ? "default" : "ghost"}
        size="sm"
        aria-pressed={view.value === "all"}
        onClick={() => view.setValue("all")}
      >
        {allLabel} ({counts.total})
      </Button>
    </div>
  );
}
