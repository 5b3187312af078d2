/**
 * The icon buttons at the end of a list row (edit, copy, delete…): ghost icon buttons named by their
 * `label` (the only accessible name: there is no visible text), right-aligned in the Actions column.
 */
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** One row action; `destructive` colours it as a deletion. */
export function RowActionButton({
  label,
  icon: Icon,
  destructive,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  destructive?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      className={destructive ? "text-destructive hover:text-destructive" : undefined}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/**
 * The row's action buttons. In a row that opens something when clicked (`rowProps.onClick`), a click on
 * a button acts on its own and does not reach the row.
 */
export function RowActions({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex justify-end gap-1" onClick={(event) => event.stopPropagation()}>
      {children}
    </div>
  );
}
