/**
 * What a list or panel shows when it has nothing to show: an optional icon and title above a short
 * sentence that says what to do next. One look on every screen: centred, muted, the same padding;
 * `bordered` draws the dashed outline of a list that has no card of its own.
 */
import type { ComponentType, ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The empty state; `children` is its sentence, `action` a button or link below it. */
export function EmptyState({
  title,
  children,
  icon: Icon,
  iconClassName,
  action,
  bordered = false,
  className,
}: {
  title?: ReactNode;
  children?: ReactNode;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  /** The icon's colour when it is not the muted one (a green check for "nothing wrong"). */
  iconClassName?: string;
  action?: ReactNode;
  bordered?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground",
        bordered && "rounded-xl border border-dashed",
        className,
      )}
    >
      {Icon && <Icon className={cn("mb-1 size-10", iconClassName)} aria-hidden />}
      {title && <div className="font-medium text-foreground">{title}</div>}
      {children && <div className="max-w-md">{children}</div>}
      {action}
    </div>
  );
}
