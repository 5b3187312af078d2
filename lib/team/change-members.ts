/**
 * An owner's changes to the team's accounts (docs/decisions/auth-and-roles.md "Team"): a role, deactivation and
 * reactivation, and signing a user out everywhere. A deactivated user keeps their data and history; their
 * sessions are deleted with the change, and every request checks `is_active` too (lib/auth/sessions.ts),
 * so an open tab is refused at its next request either way.
 *
 * The team always keeps an active owner: a demotion or deactivation that would leave none is refused.
 * The active owners' rows are locked first (`FOR UPDATE`), so two owners demoting each other at once
 * cannot both succeed: the second waits, then reads the first's change.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { sessions, users, type UserRole } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";

/** Why a change to the last active owner is refused. */
export const LAST_OWNER = "The team needs at least one active owner: make someone else an owner first";

/**
 * Runs `change` on user `id` in one transaction after locking the active owners, refusing when the user
 * is the last active owner and `losesOwnership` says the change takes that away.
 */
async function changeMember<T>(
  db: Database,
  id: number,
  losesOwnership: (user: { role: UserRole; isActive: boolean }) => boolean,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "owner"), eq(users.isActive, true)))
      .for("update");
    const [user] = await tx.select({ role: users.role, isActive: users.isActive }).from(users).where(eq(users.id, id));
    if (!user) throw new AppError("not_found", "This team member no longer exists");
    const isActiveOwner = owners.some((owner) => owner.id === id);
    if (isActiveOwner && owners.length === 1 && losesOwnership(user)) throw new AppError("conflict", LAST_OWNER);
    return change(tx as unknown as Database);
  });
}

/** Deletes every session of user `id`: each of their tabs is signed out at its next request. */
async function endSessions(tx: Database, id: number): Promise<void> {
  await tx.delete(sessions).where(sql`(${sessions.sess}->>'userId')::int = ${id}`);
}

/**
 * Gives user `id` the role `role`.
 * @throws AppError `not_found` for an unknown user; `conflict` (`LAST_OWNER`) when it demotes the last active owner.
 */
export async function changeRole(db: Database, id: number, role: UserRole): Promise<void> {
  await changeMember(
    db,
    id,
    () => role !== "owner",
    (tx) => tx.update(users).set({ role }).where(eq(users.id, id)),
  );
}

/**
 * Deactivates (ending every session at once) or reactivates user `id`.
 * @throws AppError `not_found` for an unknown user; `conflict` (`LAST_OWNER`) when it deactivates the last active owner.
 */
export async function setMemberActive(db: Database, id: number, isActive: boolean): Promise<void> {
  await changeMember(
    db,
    id,
    () => !isActive,
    async (tx) => {
      await tx.update(users).set({ isActive }).where(eq(users.id, id));
      if (!isActive) await endSessions(tx, id);
    },
  );
}

/**
 * Signs user `id` out of every browser.
 * @throws AppError `not_found` for an unknown user.
 */
export async function signOutEverywhere(db: Database, id: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw new AppError("not_found", "This team member no longer exists");
  await endSessions(db, id);
}
