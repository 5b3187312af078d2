/**
 * Starting the project an accepted quote promised (docs/decisions/quotes-and-projects.md "Projects start from an accepted
 * quote"): once per quote, whatever the number of instances processing the acceptance, because the
 * project's unique key on the quote decides (`insert … on conflict do nothing`) and everything else is
 * written by the one insert that won, in its transaction: the quote's lines as milestones (TODO items, so
 * the weekly digest lists them), the assignee as owner, the lead won (through the leads module).
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { projectMilestones, projects } from "@/lib/db/schema";
import { cutText } from "@/lib/format/text";
import { setLeadStatus } from "@/lib/leads/update-lead";
import { createTodo } from "@/lib/todos/items";

/** What a project starts from: the accepted quote. */
export interface ProjectStart {
  quoteId: number;
  leadId: number;
  ownerId: number | null;
  name: string;
  /** Milestone titles, in order. */
  milestones: string[];
}

/**
 * Starts the project of `start.quoteId` unless it was started.
 * @returns the project's id when this call started it, null when it existed.
 */
export async function startProject(database: Database, start: ProjectStart): Promise<number | null> {
  return database.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({ leadId: start.leadId, quoteId: start.quoteId, name: cutText(start.name, 200), ownerId: start.ownerId })
      .onConflictDoNothing({ target: projects.quoteId })
      .returning({ id: projects.id });
    if (!project) return null;
    for (const [position, title] of start.milestones.entries()) {
      const todo = await createTodo(tx, {
        title: cutText(`${start.name}: ${title}`, 255),
        description: `Milestone ${position + 1} of project #${project.id} (quote Q-${start.quoteId})`,
        priority: "medium",
        category: "business",
        status: "pending",
      });
      await tx.insert(projectMilestones).values({ projectId: project.id, todoItemId: todo.id, position });
    }
    await setLeadStatus(tx, start.leadId, "accepted", null);
    return project.id;
  });
}

/** The project started from quote `quoteId`, if any. */
export async function projectOfQuote(database: Database, quoteId: number) {
  const [project] = await database.select().from(projects).where(eq(projects.quoteId, quoteId));
  return project ?? null;
}
