/** A small figure with its label, for the stat-card rows of admin screens (e.g. Unused Codes, Active Numbers). */
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/**
 * `label` above `value` (a count, or a text such as "85%"), with an optional `detail` line beneath (e.g.
 * "of 12 total") and an optional icon; a group named by its label, so the figure is read with it.
 */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
}: {
  label: string;
  value: number | string;
  detail?: string;
  icon?: LucideIcon;
}) {
  return (
    <Card className="py-4" role="group" aria-label={label}>
      <CardContent className="flex items-center justify-between gap-4 px-4">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-semibold tabular-nums">{value}</p>
          {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
        </div>
        {Icon && <Icon className="size-6 text-muted-foreground" aria-hidden="true" />}
      </CardContent>
    </Card>
  );
}
