/**
 * What an admin does with a fleet issue (docs/federation-protocol.md "Fleet issues"): make a Weekly
 * TODO for it, and resolve it, which completes that TODO. A regression reopens both (lib/fleet-issues/ingest.ts).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { fleetIssues, fleetIssueSites } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { formatDateTime } from "@/lib/format/date";
import { pluralize } from "@/lib/format/number";
import { cutText } from "@/lib/format/text";
import { expireStatusSites } from "@/lib/cache/status-pages";
import { completeTodo, createTodo } from "@/lib/todos/items";

/** The TODO's title for an issue: its message's first line, within the column's 255 characters. */
export function issueTodoTitle(message: string): string {
  const line = message.split("\n")[0]!.trim();
  const title = `Fix: ${line}`;
  return cutText(title, 255);
}

/**
 * Creates a Weekly TODO linked to issue `issueId` (high priority when the issue is critical or high).
 * @returns the TODO's id. @throws AppError `not_found` for an unknown issue, `conflict` when it already has one.
 */
export async function createIssueTodo(database: Database, issueId: number): Promise<number> {
  return database.transaction(async (tx) => {
    const [issue] = await tx.select().from(fleetIssues).where(eq(fleetIssues.id, issueId)).for("update");
    if (!issue) throw new AppError("not_found", "This issue no longer exists");
    if (issue.todoId !== null) throw new AppError("conflict", "This issue already has a TODO");
    const todo = await createTodo(tx, {
      title: issueTodoTitle(issue.message),
      description: `Fleet issue #${issue.id} (${issue.errorType}), ${pluralize(issue.occurrences, "occurrence")}, first seen ${formatDateTime(issue.firstSeenAt)}.\n\n${cutText(issue.message, 2000)}`,
      priority: issue.severity === "critical" || issue.severity === "high" ? "high" : "medium",
      category: "technical",
      status: issue.resolved ? "completed" : "pending",
      dueDate: "",
    });
    await tx
      .update(fleetIssues)
      .set({ todoId: todo.id })
      .where(and(eq(fleetIssues.id, issueId), isNull(fleetIssues.todoId)));
    return todo.id;
  });
}

/**
 * Resolves issue `issueId` as `by` at `now` and completes its TODO. Resolving a resolved issue changes nothing.
 * @throws AppError `not_found` for an unknown issue.
 */
export async function resolveIssue(
  database: Database,
  issueId: number,
  by: string,
  now: Date = new Date(),
): Promise<void> {
  await database.transaction(async (tx) => {
    const [issue] = await tx
      .select({ resolved: fleetIssues.resolved, todoId: fleetIssues.todoId })
      .from(fleetIssues)
      .where(eq(fleetIssues.id, issueId))
      .for("update");
    if (!issue) throw new AppError("not_found", "This issue no longer exists");
    if (issue.resolved) return;
    await tx
      .update(fleetIssues)
      .set({ resolved: true, resolvedAt: now, resolvedBy: cutText(by, 100, { marker: "" }) })
      .where(eq(fleetIssues.id, issueId));
    // An open critical issue lowers the health of the sites it occurs on (lib/site-health).
    await publishChange(tx, liveTopic("sites"));
    if (issue.todoId !== null) {
      await completeTodo(tx, issue.todoId, now);
    }
  });
  expireStatusSites(await issueSiteIds(database, issueId));
}

/** The fleet sites issue `issueId` occurs on (the hub's own occurrences have none): those whose health it lowers while open. */
async function issueSiteIds(database: Database, issueId: number): Promise<number[]> {
  const rows = await database
    .select({ siteId: fleetIssueSites.siteId })
    .from(fleetIssueSites)
    .where(and(eq(fleetIssueSites.issueId, issueId), gt(fleetIssueSites.occurrences, 0)));
  return rows.flatMap((row) => (row.siteId === null ? [] : [row.siteId]));
}
