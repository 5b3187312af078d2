/**
 * The weekly TODO digest's contents (docs/decisions/data-and-jobs.md "Weekly TODO System and the digest"). The automatic send's week is the
 * seven full local days before the day of sending, in the schedule's time zone: sent on Monday
 * 2025-03-10, it covers Monday 2025-03-03 to Sunday 2025-03-09. A manual send ("Send Weekly Email")
 * covers the last seven days up to the moment of sending, today included (docs/decisions/data-and-jobs.md "Manual
 * weekly e-mail"). It lists the items completed in that week, the open ones (pending
 * or in progress) and, separately, the open ones whose due date has passed, each grouped by category.
 */
import type { TodoItem } from "@/lib/db/schema";
import { TODO_CATEGORIES } from "./schemas";
import { addDays, localDate, startOfLocalDay } from "@/lib/format/zoned-time";

/** Items of one category, in a section of the digest. */
export interface CategoryGroup {
  category: string;
  items: TodoItem[];
}

/**
 * Which week a digest covers: `previous-week`, the seven full days before today (the automatic Monday
 * send); `last-7-days`, the six days before today and today up to now (a manual send).
 */
export type DigestPeriod = "previous-week" | "last-7-days";

/** Everything the digest e-mail and its `weekly_reports` row need. Dates are `YYYY-MM-DD` in `timeZone`. */
export interface WeeklyDigest {
  period: DigestPeriod;
  weekStartDate: string;
  /** The last day of the week, inclusive. */
  weekEndDate: string;
  timeZone: string;
  completed: CategoryGroup[];
  pending: CategoryGroup[];
  overdue: CategoryGroup[];
  totals: { total: number; completed: number; open: number; inProgress: number; overdue: number };
}

/** True for an item that is not completed and whose due date is before `today` (`YYYY-MM-DD`). */
export function isOverdue(item: Pick<TodoItem, "status" | "dueDate">, today: string): boolean {
  return item.status !== "completed" && !!item.dueDate && item.dueDate < today;
}

const byPriority = { high: 0, medium: 1, low: 2 } as Record<string, number>;

function grouped(items: TodoItem[]): CategoryGroup[] {
  const order = (c: string) => {
    const i = (TODO_CATEGORIES as readonly string[]).indexOf(c);
    return i === -1 ? TODO_CATEGORIES.length : i;
  };
  const groups = new Map<string, TodoItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([category, list]) => ({
      category,
      items: list.sort(
        (a, b) =>
          (byPriority[a.priority] ?? 3) - (byPriority[b.priority] ?? 3) ||
          (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999") ||
          a.id - b.id,
      ),
    }));
}

/** Builds the digest of `todos` (every TODO item) as of `now`, for `period`, with the week read in `timeZone`. */
export function buildWeeklyDigest(
  todos: TodoItem[],
  now: Date,
  timeZone: string,
  period: DigestPeriod = "previous-week",
): WeeklyDigest {
  const today = localDate(now, timeZone);
  const upToNow = period === "last-7-days";
  const weekStartDate = addDays(today, upToNow ? -6 : -7);
  const weekStart = startOfLocalDay(weekStartDate, timeZone);
  const weekEnd = upToNow ? now : startOfLocalDay(today, timeZone);
  const completed = todos.filter(
    (t) =>
      t.status === "completed" &&
      t.completedAt &&
      t.completedAt >= weekStart &&
      (upToNow ? t.completedAt <= weekEnd : t.completedAt < weekEnd),
  );
  const open = todos.filter((t) => t.status !== "completed");
  const overdue = open.filter((t) => isOverdue(t, today));
  return {
    period,
    weekStartDate,
    weekEndDate: upToNow ? today : addDays(today, -1),
    timeZone,
    completed: grouped(completed),
    pending: grouped(open.filter((t) => !isOverdue(t, today))),
    overdue: grouped(overdue),
    totals: {
      total: todos.length,
      completed: completed.length,
      open: open.length,
      inProgress: open.filter((t) => t.status === "in-progress").length,
      overdue: overdue.length,
    },
  };
}
