/**
 * The shape shared by the collected kinds' lists on Site Control (docs/spec/operator-console.md §2): the
 * kind's empty message, else a labelled list with one entry per row.
 */
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/console/empty-state";

/**
 * `rows` drawn by `children`, in a `<ul>` named `label` and styled `className` (one column by default);
 * with no rows, "No {noun} collected yet. Sync your sites to collect them."
 */
export function CollectedList<T extends { id: number | string }>({
  rows,
  noun,
  label,
  className = "grid gap-3",
  children,
}: {
  rows: T[];
  noun: string;
  label: string;
  className?: string;
  children: (row: T) => React.ReactNode;
}) {
  if (rows.length === 0) return <EmptyState>No {noun} collected yet. Sync your sites to collect them.</EmptyState>;
  return (
    <ul className={className} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>{children(row)}</li>
      ))}
    </ul>
  );
}

/** The compact card of one collected error or TODO. */
export function CollectedCard({ children }: { children: React.ReactNode }) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="space-y-2 px-4">{children}</CardContent>
    </Card>
  );
}
