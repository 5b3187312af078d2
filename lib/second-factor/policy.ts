/**
 * The owner's security policy (docs/decisions/auth-and-roles.md "Second factor"): whether every user must have a second
 * factor. One row; a missing row means the default (not required).
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { securityPolicy } from "@/lib/db/schema";

/** Whether every user must have a second factor. */
export async function secondFactorRequired(database: Database): Promise<boolean> {
  const [row] = await database.select({ required: securityPolicy.requireSecondFactor }).from(securityPolicy);
  return row?.required ?? false;
}

/** Sets whether every user must have a second factor. */
export async function setSecondFactorRequired(database: Database, required: boolean): Promise<void> {
  await database
    .insert(securityPolicy)
    .values({ id: 1, requireSecondFactor: required })
    .onConflictDoUpdate({ target: securityPolicy.id, set: { requireSecondFactor: required, updatedAt: sql`now()` } });
}
