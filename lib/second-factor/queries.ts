/** Reads of a user's second factors for /account (never a secret). */
import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import { countUnusedRecoveryCodes } from "./recovery-codes";
import { hasTotp } from "./totp";
import { secondFactorRequired } from "./policy";

/** A passkey as /account lists it (never its key). */
export interface PasskeyRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What /account shows about the user's second factor. */
export interface SecondFactorStatus {
  /** Sign-in asks for a second factor. */
  enabled: boolean;
  authenticator: boolean;
  /** A user has a few, at most one per device: listed whole, oldest first. */
  passkeys: PasskeyRow[];
  unusedRecoveryCodes: number;
  /** The owner's policy requires a factor of everyone. */
  required: boolean;
}

/** The signed-in user's second-factor status. */
export async function secondFactorStatus(user: {
  id: number;
  secondFactorEnabled: boolean;
}): Promise<SecondFactorStatus> {
  const authenticator = await hasTotp(db, user.id);
  const unusedRecoveryCodes = await countUnusedRecoveryCodes(db, user.id);
  const required = await secondFactorRequired(db);
  const own = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .orderBy(asc(passkeys.id));
  return { enabled: user.secondFactorEnabled, authenticator, passkeys: own, unusedRecoveryCodes, required };
}
