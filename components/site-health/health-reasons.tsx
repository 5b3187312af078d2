/** Why a site is not operational, one reason per line in words (lib/site-health/labels.ts). */
import { describeHealthReason, type HealthReasonLike } from "@/lib/site-health/labels";
import { cn } from "@/lib/utils";

/** The reasons as a list; nothing when there are none. `limit` shows the first ones and how many more. */
export function HealthReasons({
  reasons,
  limit,
  className,
}: {
  reasons: readonly HealthReasonLike[];
  limit?: number;
  className?: string;
}) {
  if (reasons.length === 0) return null;
  const shown = limit === undefined ? reasons : reasons.slice(0, limit);
  const more = reasons.length - shown.length;
  return (
    <ul className={cn("grid gap-0.5 text-xs text-muted-foreground", className)} aria-label="Health reasons">
      {shown.map((reason, i) => (
        <li key={`${reason.code}-${i}`} className="break-words">
          {describeHealthReason(reason)}
        </li>
      ))}
      {more > 0 && <li>and {more} more</li>}
    </ul>
  );
}
