"use server";
/**
 * Admin actions on project codes, shared by /project-codes and /code-management (docs/spec/site-and-admin.md §2
 * "Admin screens" 2 and 3, §7 "Admin": POST/PATCH/DELETE of project codes and drafts), and the public
 * site's redemption (`redeemCode`).
 */
import { revalidatePath } from "next/cache";
import { adminAction, publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import {
  generateProjectCodeSchema,
  projectCodeIdSchema,
  updateProjectCodeSchema,
  updateProjectDraftSchema,
} from "./schemas";
import { addressSubject } from "@/lib/limits/address-subject";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { redeemSchema } from "./redeem-schemas";
import { createProjectCode } from "./create";
import { deleteProjectCode, updateProjectCode, updateProjectDraft } from "./manage";
import { redeemForVisitor, type RedeemedCode } from "./redeem";

function revalidateScreens() {
  revalidatePath("/project-codes");
  revalidatePath("/code-management");
  revalidatePath("/leads", "layout");
}

/** Generate New Code: a fresh random code holding the admin's idea as written. Returns the code. */
export const generateProjectCodeAction = adminAction(
  "codes.generate",
  generateProjectCodeSchema,
  async ({ projectIdea }) => {
    const created = await createProjectCode(db, { draft: projectIdea });
    revalidateScreens();
    return { code: created.code };
  },
);

/**
 * Edit Project Code: status, contact name, e-mail, phone and notes; the code's lead takes the status.
 * @throws AppError `not_found` when the code was deleted meanwhile.
 */
export const updateProjectCodeAction = adminAction(
  "codes.update",
  updateProjectCodeSchema,
  async ({ id, ...fields }, { user }) => {
    const row = await updateProjectCode(db, id, fields, user.username);
    revalidateScreens();
    return row;
  },
);

/**
 * Edit Draft: replaces the code's drafted proposal (`draft`).
 * @throws AppError `not_found` when the code was deleted meanwhile.
 */
export const updateProjectDraftAction = adminAction(
  "codes.draft",
  updateProjectDraftSchema,
  async ({ id, projectIdea }) => {
    const row = await updateProjectDraft(db, id, projectIdea);
    revalidateScreens();
    return row;
  },
);

/**
 * Deletes a code (messages that referred to it keep their text; their link becomes null).
 * @throws AppError `not_found` when it was already deleted.
 */
export const deleteProjectCodeAction = adminAction("codes.delete", projectCodeIdSchema, async ({ id }) => {
  const row = await deleteProjectCode(db, id);
  revalidateScreens();
  return row;
});

/**
 * Redeems a project code for the visitor and returns its project idea (docs/spec/site-and-admin.md §2 "Redeem dialog").
 * @throws AppError `not_found` "Invalid or expired code" when no unused code matches (§8), and
 * `rate_limited` "Too many attempts" after 10 tries from one IP within 15 minutes, which also stops
 * guessing codes.
 */
export const redeemCode = publicAction(redeemSchema, async (input, { ip }): Promise<RedeemedCode> => {
  await spendAttempt("redeem", addressSubject(ip));
  return redeemForVisitor(db, input);
});
