/** Dedicated users for tests that sign in, change or reset passwords (never the seeded admin). */
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { SessionUser } from "@/lib/auth/session";
import type { Database } from "@/lib/db";
import { users, type UserRole } from "@/lib/db/schema";

/** A user the test created, with its plain password. */
export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** Inserts an active user with a unique username and e-mail (`<prefix>-<random>@example.test`), an owner unless `role` says otherwise. */
export async function createTestUser(db: Database, prefix = "e2e", role: UserRole = "owner"): Promise<TestUser> {
  const username = `${prefix}-${randomBytes(4).toString("hex")}`;
  const email = `${username}@example.test`;
  const password = `pw-${randomBytes(6).toString("base64url")}`;
  const [row] = await db
    .insert(users)
    .values({ username, email, password: await hashPassword(password), role })
    .returning({ id: users.id });
  return { id: row!.id, username, email, password };
}

/** Deletes the given users (their reset tokens go with them). */
export async function deleteTestUsers(db: Database, created: TestUser[]): Promise<void> {
  if (created.length > 0)
    await db.delete(users).where(
      inArray(
        users.id,
        created.map((u) => u.id),
      ),
    );
}

/** `user` as `getCurrentUser` answers it (no password hash), for tests that stand in for the session. */
export async function sessionUserOf(db: Database, user: TestUser, sid = "test"): Promise<SessionUser> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  const { password: _password, ...safe } = row!;
  void _password;
  return { ...safe, sid };
}
