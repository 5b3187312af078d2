"use server";
/**
 * Actions of the projects console (docs/decisions/quotes-and-projects.md "The projects console"), each
 * audited by the action wrapper against the project.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { addProjectUpdate, setMilestoneDone, setProjectStatusPages, setUpdateShared } from "./project-console";
import { milestoneDoneSchema, projectStatusPagesSchema, projectUpdateSchema, updateSharedSchema } from "./schemas";

function revalidateProject(id: number) {
  revalidatePath("/client-projects");
  revalidatePath(`/client-projects/${id}`);
}

/** A milestone done, or not done again. */
export const setMilestoneDoneAction = adminAction(
  "projects.milestone",
  milestoneDoneSchema,
  async ({ projectId, milestoneId, done }) => {
    await db.transaction((tx) => setMilestoneDone(tx, projectId, milestoneId, done));
    revalidateProject(projectId);
    return { projectId };
  },
);

/** A new update, shared with the client or kept for the team. */
export const addProjectUpdateAction = adminAction(
  "projects.update",
  projectUpdateSchema,
  async ({ projectId, body, shared }, { user }) => {
    const created = await db.transaction((tx) => addProjectUpdate(tx, projectId, { body, shared }, user.username));
    revalidateProject(projectId);
    return { projectId, id: created.id };
  },
);

/** Shares an update with the client, or takes it back. */
export const setUpdateSharedAction = adminAction(
  "projects.update",
  updateSharedSchema,
  async ({ projectId, updateId, shared }) => {
    await db.transaction((tx) => setUpdateShared(tx, projectId, updateId, shared));
    revalidateProject(projectId);
    return { projectId };
  },
);

/** The status pages the client's page shows. */
export const setProjectStatusPagesAction = adminAction(
  "projects.status-pages",
  projectStatusPagesSchema,
  async ({ projectId, statusPageIds }) => {
    await db.transaction((tx) => setProjectStatusPages(tx, projectId, statusPageIds));
    revalidateProject(projectId);
    return { projectId };
  },
);
