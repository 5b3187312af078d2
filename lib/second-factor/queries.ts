/** Reads of a user's second factors for /account (never a secret). */
import "server-only";
import { db } from "@/lib/db";
import { countUnusedRecoveryCodes } from "./recovery-codes";
import { hasTotp } from "./totp";
import { secondFactorRequired } from "./policy";

/** What /account shows about the user's second factor. */
export interface SecondFactorStatus {
  /** Sign-in asks for a second factor. */
  enabled: boolean;
  authenticator: boolean;
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
  return { enabled: user.secondFactorEnabled, authenticator, unusedRecoveryCodes, required };
}
