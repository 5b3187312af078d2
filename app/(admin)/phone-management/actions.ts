"use server";
/** Server actions of SMS Authorization Management (site-and-admin.md §2 "Admin screens" 4, §7 authorized-phones calls). */
import { eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { ActionError, adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { authorizedPhones } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { formatPhoneNumber } from "@/lib/phone-number";
import {
  authorizedPhoneIdSchema,
  createAuthorizedPhoneSchema,
  setAuthorizedPhoneActiveSchema,
  updateAuthorizedPhoneSchema,
} from "@/lib/validations/authorized-phone";

const NOT_FOUND = "This phone number is no longer in the list.";

/**
 * Add Authorized Number: stores the number in E.164, active, added by the signed-in admin.
 * @throws ActionError when the number is already in the list.
 */
export const createAuthorizedPhoneAction = adminAction(createAuthorizedPhoneSchema, async (input, { user }) => {
  try {
    const [row] = await db
      .insert(authorizedPhones)
      .values({ ...input, addedBy: user.username })
      .returning({ phoneNumber: authorizedPhones.phoneNumber });
    revalidatePath("/phone-management");
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionError(`${formatPhoneNumber(input.phoneNumber)} is already authorized.`);
    throw error;
  }
});

/** Edit Authorized Phone: owner name and description (the number itself is locked). */
export const updateAuthorizedPhoneAction = adminAction(updateAuthorizedPhoneSchema, async ({ id, ...fields }) => {
  const [row] = await db.update(authorizedPhones).set(fields).where(eq(authorizedPhones.id, id)).returning({ id: authorizedPhones.id });
  if (!row) throw new ActionError(NOT_FOUND);
  revalidatePath("/phone-management");
  return row;
});

/** The Status switch: active numbers may send `CODE;Description`. */
export const setAuthorizedPhoneActiveAction = adminAction(setAuthorizedPhoneActiveSchema, async ({ id, isActive }) => {
  const [row] = await db
    .update(authorizedPhones)
    .set({ isActive })
    .where(eq(authorizedPhones.id, id))
    .returning({ isActive: authorizedPhones.isActive });
  if (!row) throw new ActionError(NOT_FOUND);
  revalidatePath("/phone-management");
  return row;
});

/** Removes a number from the list. */
export const deleteAuthorizedPhoneAction = adminAction(authorizedPhoneIdSchema, async ({ id }) => {
  const [row] = await db.delete(authorizedPhones).where(eq(authorizedPhones.id, id)).returning({ id: authorizedPhones.id });
  if (!row) throw new ActionError(NOT_FOUND);
  revalidatePath("/phone-management");
  return row;
});
