/**
 * The list of phones allowed to send `CODE;Description` (docs/spec/site-and-admin.md §2 "Admin screens" 4, §7
 * authorized-phones calls). Each function takes the database, so it runs without Next.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { authorizedPhones } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import { formatPhoneNumber } from "@/lib/format/phone";

const NOT_FOUND = "This phone number is no longer in the list.";

/** A new entry: the number in E.164 and who owns it. */
export interface AuthorizedPhoneFields {
  phoneNumber: string;
  ownerName: string;
  description?: string | null;
}

/**
 * Adds a number, active, recorded as added by `addedBy`.
 * @throws AppError `conflict` when the number is already in the list.
 */
export async function addAuthorizedPhone(
  db: Database,
  input: AuthorizedPhoneFields,
  addedBy: string,
): Promise<{ phoneNumber: string }> {
  try {
    const [row] = await db
      .insert(authorizedPhones)
      .values({ ...input, addedBy })
      .returning({ phoneNumber: authorizedPhones.phoneNumber });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", `${formatPhoneNumber(input.phoneNumber)} is already authorized.`);
    throw error;
  }
}

/** Saves owner name and description of entry `id`. @throws AppError `not_found` when it was removed. */
export async function updateAuthorizedPhone(
  db: Database,
  id: number,
  fields: Partial<Pick<AuthorizedPhoneFields, "ownerName" | "description">>,
): Promise<{ id: number }> {
  const [row] = await db
    .update(authorizedPhones)
    .set(fields)
    .where(eq(authorizedPhones.id, id))
    .returning({ id: authorizedPhones.id });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/** Turns entry `id` on or off. @throws AppError `not_found` when it was removed. */
export async function setAuthorizedPhoneActive(
  db: Database,
  id: number,
  isActive: boolean,
): Promise<{ isActive: boolean }> {
  const [row] = await db
    .update(authorizedPhones)
    .set({ isActive })
    .where(eq(authorizedPhones.id, id))
    .returning({ isActive: authorizedPhones.isActive });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/** Removes entry `id`. @throws AppError `not_found` when it was already removed. */
export async function removeAuthorizedPhone(db: Database, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(authorizedPhones)
    .where(eq(authorizedPhones.id, id))
    .returning({ id: authorizedPhones.id });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}
