"use server";
/** Server actions of the /alerts screen's Fleet issues tab (docs/federation-protocol.md "Fleet issues"). */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { coercedRowId } from "@/lib/input/row-id";
import { createIssueTodo, resolveIssue } from "./service";

const issueIdSchema = z.object({ id: coercedRowId() });

/** "Create TODO": a Weekly TODO linked to the issue; answers `{ todoId }`. */
export const createIssueTodoAction = adminAction("fleet-issues.todo", issueIdSchema, async ({ id }) => {
  const todoId = await createIssueTodo(db, id);
  revalidatePath("/alerts");
  revalidatePath("/weekly-todo");
  return { todoId };
});

/** "Resolve": resolves the issue and completes its TODO. */
export const resolveIssueAction = adminAction("fleet-issues.resolve", issueIdSchema, async ({ id }, { user }) => {
  await resolveIssue(db, id, user.username);
  revalidatePath("/alerts");
  revalidatePath("/weekly-todo");
  return { id };
});
