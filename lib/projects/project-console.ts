/**
 * The writes of a project's console page (docs/decisions/quotes-and-projects.md "The projects console"):
 * a milestone done or not (its TODO item's state, so the weekly digest agrees), an update written and
 * shared with the client or not, and the published status pages the client's page shows. Each announces
 * the project's page and the list (lib/live) in the caller's transaction.
 */
import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  projectMilestones,
  projects,
  projectStatusPages,
  projectUpdates,
  statusPages,
  todoItems,
} from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";

const NO_PROJECT = "This project does not exist";

async function announce(tx: Database, projectId: number): Promise<void> {
  await publishChange(tx, liveTopic("projects"), liveTopic("project", projectId));
}

/**
 * Marks milestone `milestoneId` of project `projectId` done or not.
 * @throws AppError `not_found` when the milestone is not the project's.
 */
export async function setMilestoneDone(
  tx: Database,
  projectId: number,
  milestoneId: number,
  done: boolean,
): Promise<void> {
  const [milestone] = await tx
    .select({ todoItemId: projectMilestones.todoItemId })
    .from(projectMilestones)
    .where(and(eq(projectMilestones.id, milestoneId), eq(projectMilestones.projectId, projectId)));
  if (!milestone) throw new AppError("not_found", "This milestone is not the project's");
  await tx
    .update(todoItems)
    .set(done ? { status: "completed", completedAt: sql`now()` } : { status: "pending", completedAt: null })
    .where(eq(todoItems.id, milestone.todoItemId));
  await announce(tx, projectId);
}

/**
 * Writes an update on project `projectId`, shared with the client or not.
 * @returns its id. @throws AppError `not_found` for no such project.
 */
export async function addProjectUpdate(
  tx: Database,
  projectId: number,
  update: { body: string; shared: boolean },
  author: string,
): Promise<{ id: number }> {
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new AppError("not_found", NO_PROJECT);
  const [row] = await tx
    .insert(projectUpdates)
    .values({ projectId, body: update.body, shared: update.shared, author })
    .returning({ id: projectUpdates.id });
  await announce(tx, projectId);
  return row!;
}

/**
 * Shares update `updateId` of project `projectId` with the client, or takes it back.
 * @throws AppError `not_found` when the update is not the project's.
 */
export async function setUpdateShared(
  tx: Database,
  projectId: number,
  updateId: number,
  shared: boolean,
): Promise<void> {
  const changed = await tx
    .update(projectUpdates)
    .set({ shared })
    .where(and(eq(projectUpdates.id, updateId), eq(projectUpdates.projectId, projectId)))
    .returning({ id: projectUpdates.id });
  if (changed.length === 0) throw new AppError("not_found", "This update is not the project's");
  await announce(tx, projectId);
}

/**
 * Makes `statusPageIds` (published pages) exactly the status pages project `projectId` shows its client.
 * @throws AppError `not_found` for no such project; `invalid` when one of the pages is a draft or gone.
 */
export async function setProjectStatusPages(tx: Database, projectId: number, statusPageIds: number[]): Promise<void> {
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new AppError("not_found", NO_PROJECT);
  const ids = [...new Set(statusPageIds)];
  if (ids.length > 0) {
    const published = await tx
      .select({ id: statusPages.id })
      .from(statusPages)
      .where(and(inArray(statusPages.id, ids), isNotNull(statusPages.publishedAt)));
    if (published.length !== ids.length)
      throw new AppError("invalid", "Choose published status pages only", {
        fieldErrors: { statusPageIds: ["Choose published status pages only"] },
      });
    await tx
      .insert(projectStatusPages)
      .values(ids.map((statusPageId) => ({ projectId, statusPageId })))
      .onConflictDoNothing();
  }
  await tx
    .delete(projectStatusPages)
    .where(
      and(
        eq(projectStatusPages.projectId, projectId),
        ids.length > 0 ? notInArray(projectStatusPages.statusPageId, ids) : undefined,
      ),
    );
  await announce(tx, projectId);
}
