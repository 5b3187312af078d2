/**
 * Saved replies (docs/sms.md "Saved replies"), as the inbox's settings edit them. Names are unique
 * ignoring case (the `/` menu finds a reply by its name): a clash is a `conflict` on the name field.
 * Functions take the database or a transaction first.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { smsSavedReplies } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import type { SavedReplyInput } from "./schemas";

/** Most saved replies kept: the `/` menu lists them all, and a team needs a handful. */
export const SAVED_REPLIES_MAX = 100;

function nameTaken(name: string): AppError {
  const message = `A saved reply named "${name}" already exists.`;
  return new AppError("conflict", message, { fieldErrors: { name: [message] } });
}

/** Runs `write` in a savepoint, turning a clash on the unique name into `nameTaken`. */
async function withUniqueName<T>(database: Database, name: string, write: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await database.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/**
 * Adds a saved reply; answers its id.
 * @throws AppError `conflict` when the name is taken, `invalid` past `SAVED_REPLIES_MAX`.
 */
export async function createSavedReply(database: Database, input: SavedReplyInput, admin: string): Promise<number> {
  return withUniqueName(database, input.name, async (tx) => {
    const count = await tx.$count(smsSavedReplies);
    if (count >= SAVED_REPLIES_MAX)
      throw new AppError("invalid", `Keep at most ${SAVED_REPLIES_MAX} saved replies: delete one first.`);
    const [row] = await tx
      .insert(smsSavedReplies)
      .values({ ...input, createdBy: admin })
      .returning({ id: smsSavedReplies.id });
    return row!.id;
  });
}

/** Changes saved reply `id`. @throws AppError `not_found` when it is gone, `conflict` when the name is taken. */
export async function updateSavedReply(database: Database, id: number, input: SavedReplyInput): Promise<void> {
  await withUniqueName(database, input.name, async (tx) => {
    const updated = await tx
      .update(smsSavedReplies)
      .set(input)
      .where(eq(smsSavedReplies.id, id))
      .returning({ id: smsSavedReplies.id });
    if (updated.length === 0) throw new AppError("not_found", "This saved reply no longer exists.");
  });
}

/** Deletes saved reply `id` (nothing when it is gone already). */
export async function deleteSavedReply(database: Database, id: number): Promise<void> {
  await database.delete(smsSavedReplies).where(eq(smsSavedReplies.id, id));
}
