/** Which factors a user's second step can offer (a recovery code is always offered beside them). */
import { eq, isNotNull, and, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { passkeys, totpCredentials } from "@/lib/db/schema";
import type { SecondStepMethod } from "@/lib/auth/second-step";

/** The user's factors in force, the authenticator first. */
export async function secondStepMethods(database: Database, userId: number): Promise<SecondStepMethod[]> {
  const [row] = await database
    .select({
      authenticator: sql<boolean>`exists (${database
        .select({ one: sql`1` })
        .from(totpCredentials)
        .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)))})`,
      passkey: sql<boolean>`exists (${database
        .select({ one: sql`1` })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))})`,
    })
    .from(sql`(select 1) as one`);
  const methods: SecondStepMethod[] = [];
  if (row?.authenticator) methods.push("authenticator");
  if (row?.passkey) methods.push("passkey");
  return methods;
}
