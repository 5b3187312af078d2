/** Dedicated users for tests that sign in, change or reset passwords (never the seeded admin). */
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";

/** A user the test created, with its plain password. */
export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** Inserts an active user with a unique username and e-mail (`<prefix>-<random>@example.test`). */
export async function createTestUser(db: Database, prefix = "e2e"): Promise<TestUser> {
  const username = `${prefix}-${randomBytes(4).toString("hex")}`;
  const email = `${username}@example.test`;
  const password = `pw-${randomBytes(6).toString("base64url")}`;
  const [row] = await db
    .insert(users)
    .values({ username, email, password: await hashPassword(password) })
    .returning({ id: users.id });
  return { id: row!.id, username, email, password };
}

/** Deletes the given users (their reset tokens go with them). */
export async function deleteTestUsers(db: Database, created: TestUser[]): Promise<void> {
  if (created.length > 0) await db.delete(users).where(inArray(users.id, created.map((u) => u.id)));
}
