/** Which factors a user's second step can offer (a recovery code is always offered beside them). */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import type { SecondStepMethod } from "@/lib/auth/second-step";
import { hasTotp } from "./totp";

/** The user's factors in force, the authenticator first. */
export async function secondStepMethods(database: Database, userId: number): Promise<SecondStepMethod[]> {
  const methods: SecondStepMethod[] = [];
  if (await hasTotp(database, userId)) methods.push("authenticator");
  const [passkey] = await database
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  if (passkey) methods.push("passkey");
  return methods;
}
