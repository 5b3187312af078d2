/**
 * Authenticator codes (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator app
 * reads an `otpauth://` URI) through `otplib`. A code is accepted one step early or late (RFC 6238 §5.2's
 * allowance for clock drift and typing time), and once: the step of each accepted code is stored, and a
 * code of that step or an earlier one is refused, so a code seen over a shoulder is useless afterwards.
 * The secret is stored sealed (AES-256-GCM, lib/secret-cipher.ts, under its own derived key).
 */
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { Database } from "@/lib/db";
import { totpCredentials } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { createSecretCipher, deploymentSecret, type SecretCipher } from "@/lib/secret-cipher";

/** The name an authenticator app shows above the code. */
export const TOTP_ISSUER = "Custom Portal Solutions";

/** Seconds either side of now a code may be from: one 30-second step (RFC 6238 §5.2). */
const TOLERANCE_SECONDS = 30;

let cipher: SecretCipher | undefined;
function secretCipher(): SecretCipher {
  return (cipher ??= createSecretCipher(deploymentSecret(), {
    salt: "cps-second-factor",
    info: "totp-secret v1",
    name: "authenticator secret",
  }));
}

/** What the enrolment screen shows: the secret as text, the URI, and the URI as a QR code (a PNG data URL). */
export interface TotpEnrolment {
  secret: string;
  uri: string;
  qrDataUrl: string;
}

/**
 * Starts (or restarts) enrolling an authenticator for the user: a new secret, not yet in force.
 * @throws AppError `conflict` when the user already has a confirmed authenticator (remove it first).
 */
export async function startTotpEnrolment(
  database: Database,
  user: { id: number; username: string },
): Promise<TotpEnrolment> {
  const [existing] = await database
    .select({ confirmedAt: totpCredentials.confirmedAt })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, user.id));
  if (existing?.confirmedAt)
    throw new AppError("conflict", "You already have an authenticator. Remove it before adding another.");
  const secret = generateSecret();
  const sealed = secretCipher().encrypt(secret);
  await database
    .insert(totpCredentials)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secret: sealed, lastUsedStep: 0, createdAt: sql`now()` },
    });
  const uri = generateURI({ issuer: TOTP_ISSUER, label: user.username, secret });
  return { secret, uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

/** The RFC 6238 step `code` belongs to, when it is right for `secret` now and newer than `afterStep`. */
async function matchingStep(secret: string, code: string, afterStep: number): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: afterStep });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    // otplib throws on a token of the wrong length or alphabet: simply a wrong code.
    return null;
  }
}

/**
 * Checks `code` against the user's authenticator (`confirmed`: in force, or still being enrolled) and,
 * when right, records its step in the same statement that checks the step is new, so two requests racing
 * with one code cannot both pass. Answers whether the code was accepted.
 */
async function acceptCode(database: Database, userId: number, code: string, confirmed: boolean): Promise<boolean> {
  const [row] = await database
    .select()
    .from(totpCredentials)
    .where(
      and(
        eq(totpCredentials.userId, userId),
        confirmed ? isNotNull(totpCredentials.confirmedAt) : isNull(totpCredentials.confirmedAt),
      ),
    );
  if (!row) return false;
  const step = await matchingStep(secretCipher().decrypt(row.secret), code, row.lastUsedStep);
  if (step === null) return false;
  const accepted = await database
    .update(totpCredentials)
    .set({ lastUsedStep: step, ...(confirmed ? {} : { confirmedAt: sql`now()` }) })
    .where(and(eq(totpCredentials.userId, userId), lt(totpCredentials.lastUsedStep, step)))
    .returning({ userId: totpCredentials.userId });
  return accepted.length > 0;
}

/** Confirms the authenticator being enrolled with one code from it; answers whether the code was right. */
export function confirmTotpEnrolment(database: Database, userId: number, code: string): Promise<boolean> {
  return acceptCode(database, userId, code, false);
}

/** Checks a code at sign-in (or before a sensitive change); a code is accepted once. */
export function verifyTotpCode(database: Database, userId: number, code: string): Promise<boolean> {
  return acceptCode(database, userId, code, true);
}

/** Whether the user has an authenticator in force. */
export async function hasTotp(database: Database, userId: number): Promise<boolean> {
  const [row] = await database
    .select({ userId: totpCredentials.userId })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)));
  return Boolean(row);
}

/** Removes the user's authenticator, confirmed or not. */
export async function removeTotp(database: Database, userId: number): Promise<void> {
  await database.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
}
