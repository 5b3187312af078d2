/**
 * A project's milestones done of total, as a sentence and a bar (docs/decisions/quotes-and-projects.md
 * "The client's page"): the console and the client's page draw it alike.
 */
import { formatPercent } from "@/lib/format/number";

/** "2 of 5 milestones done" and its bar; "No milestones" when there are none. */
export function MilestoneProgress({ done, total }: { done: number; total: number }) {
  if (total === 0) return <span className="text-sm text-muted-foreground">No milestones</span>;
  const share = done / total;
  return (
    <div className="grid gap-1" data-testid="milestone-progress">
      <span className="text-sm">
        {done} of {total} milestones done
      </span>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${formatPercent(share * 100, 0)} done`}
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
