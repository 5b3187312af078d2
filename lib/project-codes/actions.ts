"use server";
/**
 * Admin actions on project codes, shared by /project-codes and /code-management (site-and-admin.md §2
 * "Admin screens" 2 and 3, §7 "Admin": POST/PATCH/DELETE of project codes and drafts).
 */
import { eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { ActionError, adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { projectCodes } from "@/lib/db/schema";
import {
  generateProjectCodeSchema,
  projectCodeIdSchema,
  updateProjectCodeSchema,
  updateProjectDraftSchema,
} from "@/lib/validations/project-code";
import { createProjectCode } from "./create";

const NOT_FOUND = "This project code no longer exists.";

function revalidateScreens() {
  revalidatePath("/project-codes");
  revalidatePath("/code-management");
}

/** Generate New Code: a fresh random code holding the admin's idea as written. Returns the code. */
export const generateProjectCodeAction = adminAction(generateProjectCodeSchema, async ({ projectIdea }) => {
  const created = await createProjectCode(db, { projectIdea });
  revalidateScreens();
  return { code: created.code };
});

/**
 * Edit Project Code: status, contact name, e-mail, phone and notes.
 * @throws ActionError when the code was deleted meanwhile.
 */
export const updateProjectCodeAction = adminAction(updateProjectCodeSchema, async ({ id, ...fields }) => {
  const [row] = await db.update(projectCodes).set(fields).where(eq(projectCodes.id, id)).returning({ code: projectCodes.code });
  if (!row) throw new ActionError(NOT_FOUND);
  revalidateScreens();
  return row;
});

/**
 * Edit Draft: replaces the code's drafted proposal (`projectIdea`).
 * @throws ActionError when the code was deleted meanwhile.
 */
export const updateProjectDraftAction = adminAction(updateProjectDraftSchema, async ({ id, projectIdea }) => {
  const [row] = await db.update(projectCodes).set({ projectIdea }).where(eq(projectCodes.id, id)).returning({ code: projectCodes.code });
  if (!row) throw new ActionError(NOT_FOUND);
  revalidateScreens();
  return row;
});

/**
 * Deletes a code (messages that referred to it keep their text; their link becomes null).
 * @throws ActionError when it was already deleted.
 */
export const deleteProjectCodeAction = adminAction(projectCodeIdSchema, async ({ id }) => {
  const [row] = await db.delete(projectCodes).where(eq(projectCodes.id, id)).returning({ code: projectCodes.code });
  if (!row) throw new ActionError(NOT_FOUND);
  revalidateScreens();
  return row;
});
