/**
 * Passkeys (WebAuthn, through `@simplewebauthn/server`; docs/decisions/auth-and-roles.md "Second factor"): a user
 * registers several, each with a name, and uses one as the second factor or to sign in alone. Passkeys
 * are discoverable credentials (`residentKey: required`), so a sign-in with no username finds its user
 * from the credential; signing in with a passkey alone requires user verification (the device's PIN or
 * biometric), a second factor only the user's presence, since the password was the first.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Database } from "@/lib/db";
import { passkeys, type Passkey } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { refreshSecondFactorFlag } from "./factor-flag";
import { RELYING_PARTY_NAME, relyingParty } from "./relying-party";
import { countUnusedRecoveryCodes, regenerateRecoveryCodes } from "./recovery-codes";
import { spendChallenge, storeChallenge } from "./webauthn-challenges";

/** Shown when a browser's registration answer does not verify. */
export const PASSKEY_NOT_ADDED = "The passkey could not be verified. Please try again.";

/** Parses a browser's JSON answer; null when it is not JSON of an object. */
function parseResponse<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** The options for `navigator.credentials.create` to register a new passkey for the user. */
export async function startPasskeyRegistration(
  database: Database,
  user: { id: number; username: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await database
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: rp.id,
    userName: user.username,
    // The user handle: the row id, never anything personal (WebAuthn §14.6.1).
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: (p.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge(database, options.challenge, "register", user.id);
  return options;
}

/**
 * Verifies the browser's registration answer and stores the passkey under `name`.
 * @returns the new recovery codes when this was the user's first factor (shown once), else null.
 * @throws AppError `invalid` when the answer does not verify (wrong challenge, origin or relying party).
 */
export async function finishPasskeyRegistration(
  database: Database,
  userId: number,
  name: string,
  responseText: string,
): Promise<{ recoveryCodes: string[] | null }> {
  const response = parseResponse<RegistrationResponseJSON>(responseText);
  if (!response) throw new AppError("invalid", PASSKEY_NOT_ADDED);
  const rp = relyingParty();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => spendChallenge(database, challenge, "register", userId),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw new AppError("invalid", PASSKEY_NOT_ADDED);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return database.transaction(async (tx) => {
    await tx.insert(passkeys).values({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? null,
      name,
      backedUp: credentialBackedUp,
    });
    await refreshSecondFactorFlag(tx, userId);
    const hasCodes = (await countUnusedRecoveryCodes(tx, userId)) > 0;
    return { recoveryCodes: hasCodes ? null : await regenerateRecoveryCodes(tx, userId) };
  });
}

/** The options for `navigator.credentials.get`: the user's passkeys as a second factor, or any discoverable one to sign in alone (`userId` null). */
export async function passkeyAuthenticationOptions(
  database: Database,
  userId: number | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own =
    userId === null
      ? []
      : await database
          .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
          .from(passkeys)
          .where(eq(passkeys.userId, userId));
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: own.map((p) => ({
      id: p.credentialId,
      transports: (p.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
    })),
    userVerification: userId === null ? "required" : "preferred",
  });
  await storeChallenge(database, options.challenge, userId === null ? "passkey-sign-in" : "second-factor", userId);
  return options;
}

/**
 * Verifies a browser's authentication answer against the passkey it names (of `userId` when given) and
 * moves its counter. Answers the passkey's user, or null when the answer does not verify.
 */
async function verifyAssertion(
  database: Database,
  responseText: string,
  userId: number | null,
): Promise<number | null> {
  const response = parseResponse<AuthenticationResponseJSON>(responseText);
  if (!response || typeof response.id !== "string") return null;
  const [passkey] = await database
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, response.id), userId === null ? undefined : eq(passkeys.userId, userId)));
  if (!passkey) return null;
  const rp = relyingParty();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) =>
      spendChallenge(database, challenge, userId === null ? "passkey-sign-in" : "second-factor", userId),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: credentialOf(passkey),
    requireUserVerification: userId === null,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await database
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, passkey.id));
  return passkey.userId;
}

function credentialOf(passkey: Passkey) {
  return {
    id: passkey.credentialId,
    publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
    counter: passkey.counter,
    transports: (passkey.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
  };
}

/** Whether a passkey answer passes as the second factor of `userId`. */
export async function verifyPasskeySecondFactor(
  database: Database,
  userId: number,
  responseText: string,
): Promise<boolean> {
  return (await verifyAssertion(database, responseText, userId)) !== null;
}

/** The user a passkey-alone sign-in proves, or null when the answer does not verify. */
export function verifyPasskeySignIn(database: Database, responseText: string): Promise<number | null> {
  return verifyAssertion(database, responseText, null);
}

/**
 * Renames one of the user's passkeys.
 * @throws AppError `not_found` when the user has no such passkey.
 */
export async function renamePasskey(database: Database, userId: number, id: number, name: string): Promise<void> {
  const renamed = await database
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (renamed.length === 0) throw new AppError("not_found", "This passkey no longer exists.");
}
