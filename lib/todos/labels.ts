/** Display words of the Weekly TODO System's values (docs/spec/site-and-admin.md §4): statuses, priorities, categories. */
import type { TodoCategory, TodoPriority, TodoStatus } from "./schemas";

export const STATUS_LABELS: Record<TodoStatus, string> = {
  pending: "Pending",
  "in-progress": "In Progress",
  completed: "Completed",
};
export const PRIORITY_LABELS: Record<TodoPriority, string> = { high: "High", medium: "Medium", low: "Low" };
export const CATEGORY_LABELS: Record<TodoCategory, string> = {
  technical: "Technical",
  feature: "Feature",
  business: "Business",
  ux: "UX",
  general: "General",
};

/** The label of `value` in `labels`, or `value` itself for a value stored before the lists changed. */
export function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}
