"use server";
/**
 * Actions of the projects console (docs/decisions/quotes-and-projects.md "The projects console"), each
 * audited by the action wrapper against the project; marking a project delivered issues its final invoice
 * once (docs/decisions/quotes-and-projects.md "The final invoice on delivery"), and the invoice form finds
 * projects by name or client.
 */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { isoDay } from "@/lib/format/date";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { deliverProject } from "./deliver-project";
import { addProjectUpdate, setMilestoneDone, setProjectStatusPages, setUpdateShared } from "./project-console";
import { searchProjects } from "./queries";
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

/** Marks project `id` delivered and issues its final invoice; answers the invoice's number, if one was issued. */
export const deliverProjectAction = adminAction(
  "projects.deliver",
  z.object({ id: rowId("Unknown project") }),
  async ({ id }, { user }) => {
    const invoice = await deliverProject(db, id, user.username, isoDay(new Date()));
    revalidatePath("/quotes/[id]", "page");
    revalidateProject(id);
    revalidatePath("/invoices");
    return { id, invoiceId: invoice?.id ?? null, invoiceNumber: invoice?.number ?? null };
  },
);

/** Up to a screenful of projects whose name or client matches `q`. */
export const findProjectsAction = adminAction(
  "projects.view",
  z.object({ q: userText({ label: "Search" }).max(100, "At most 100 characters") }),
  async ({ q }) => searchProjects(q),
);
