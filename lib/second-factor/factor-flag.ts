/**
 * `users.second_factor_enabled`, the one fact sign-in and the Team screen read: true while the user has a
 * confirmed authenticator or at least one passkey. Every factor change calls this in its own transaction.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { passkeys, totpCredentials, users } from "@/lib/db/schema";

/** Recomputes the user's flag from their factors; answers it. */
export async function refreshSecondFactorFlag(database: Database, userId: number): Promise<boolean> {
  const [row] = await database
    .update(users)
    .set({
      secondFactorEnabled: sql`exists (select 1 from ${totpCredentials} where ${totpCredentials.userId} = ${userId} and ${totpCredentials.confirmedAt} is not null)
        or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .where(sql`${users.id} = ${userId}`)
    .returning({ enabled: users.secondFactorEnabled });
  return row?.enabled ?? false;
}
