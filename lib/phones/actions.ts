"use server";
/**
 * Server actions of SMS Authorization Management (docs/spec/site-and-admin.md §2 "Admin screens" 4, §7
 * authorized-phones calls): validate, call ./authorized-phones.ts, revalidate.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import {
  addAuthorizedPhone,
  removeAuthorizedPhone,
  setAuthorizedPhoneActive,
  updateAuthorizedPhone,
} from "./authorized-phones";
import {
  authorizedPhoneIdSchema,
  createAuthorizedPhoneSchema,
  setAuthorizedPhoneActiveSchema,
  updateAuthorizedPhoneSchema,
} from "./schemas";

const PHONES_PAGE = "/phone-management";

/** Add Authorized Number: stores the number in E.164, active, added by the signed-in admin. */
export const createAuthorizedPhoneAction = adminAction(
  "phones.create",
  createAuthorizedPhoneSchema,
  async (input, { user }) => {
    const row = await addAuthorizedPhone(db, input, user.username);
    revalidatePath(PHONES_PAGE);
    return row;
  },
);

/** Edit Authorized Phone: owner name and description (the number itself is locked). */
export const updateAuthorizedPhoneAction = adminAction(
  "phones.update",
  updateAuthorizedPhoneSchema,
  async ({ id, ...fields }) => {
    const row = await updateAuthorizedPhone(db, id, fields);
    revalidatePath(PHONES_PAGE);
    return row;
  },
);

/** The Status switch: active numbers may send `CODE;Description`. */
export const setAuthorizedPhoneActiveAction = adminAction(
  "phones.activate",
  setAuthorizedPhoneActiveSchema,
  async ({ id, isActive }) => {
    const row = await setAuthorizedPhoneActive(db, id, isActive);
    revalidatePath(PHONES_PAGE);
    return row;
  },
);

/** Removes a number from the list. */
export const deleteAuthorizedPhoneAction = adminAction("phones.delete", authorizedPhoneIdSchema, async ({ id }) => {
  const row = await removeAuthorizedPhone(db, id);
  revalidatePath(PHONES_PAGE);
  return row;
});
