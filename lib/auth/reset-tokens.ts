/**
 * Password reset by e-mailed link (docs/spec/site-and-admin.md §2 "Authentication screens", §5, §8).
 *
 * A token is 32 random bytes (base64url) that travels once, in the e-mail; the database keeps only its
 * SHA-256 (hex), so a leaked table cannot be replayed. A token lasts one hour and works once: it is spent
 * by a conditional UPDATE in the same transaction that sets the new password and signs the user out
 * everywhere, so two concurrent uses cannot both succeed.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { withAmbientTransaction } from "@/lib/db/ambient-transaction";
import { passwordResetTokens, sessions, users } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { addressSubject } from "@/lib/limits/address-subject";
import { countAttempt, limitRefusal } from "@/lib/limits/count-attempt";
import { hashPassword } from "./password";

/** How long a reset link works: one hour, in milliseconds. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The one answer to every accepted request, so it never tells whether an account exists. */
export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we've sent a password reset link.";

/** The refusal for a missing, unknown, expired or already used token (docs/spec/site-and-admin.md §8). */
export const INVALID_RESET_TOKEN = "This password reset link is invalid or expired";

/** Answered after a successful reset; shown as the toast's description. */
export const PASSWORD_RESET_MESSAGE = "Your password has been reset. You can now sign in with your new password.";

/** SHA-256 of `value` as 64 hex characters: how tokens (and e-mails in rate-limit keys) are stored. */
function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * Creates a reset token for `userId`, valid for one hour, and returns the plain token (43 base64url
 * characters). Earlier unused tokens of the user are deleted, so only the newest link works.
 */
export async function createPasswordResetToken(userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId,
      token: sha256Hex(token),
      // The database clock decides expiry here and in resetPasswordWithToken, so app-server clock skew cannot matter.
      expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_TTL_MS / 1000})`,
    });
  });
  return token;
}

/**
 * Sets `newPassword` (argon2id) for the owner of `token` and deletes all of that user's sessions, in one
 * transaction. The caller validates the password's length (resetPasswordSchema).
 * @throws AppError `invalid` (`INVALID_RESET_TOKEN`) when the token is unknown, expired or already used.
 */
export async function resetPasswordWithToken(token: string, newPassword: string): Promise<void> {
  // Hashing takes tens of milliseconds: do it before the transaction so no lock waits on it.
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.token, sha256Hex(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new AppError("invalid", INVALID_RESET_TOKEN);
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, spent.userId));
    // Whoever knew the old password is signed out too (same predicate as deleteUserSessions, inside this transaction).
    await tx.delete(sessions).where(sql`(${sessions.sess}->>'userId')::int = ${spent.userId}`);
  });
}

/** The reset link for `token`: `${PUBLIC_BASE_URL}/reset-password?token=…`. */
export function resetLink(token: string): string {
  const url = new URL("/reset-password", env.PUBLIC_BASE_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Runs work after the answer has gone (the action passes `after` from next/server). */
export type Defer = (work: () => Promise<void>) => void;

/**
 * Handles "Forgot your password?": counts the request against its limits and answers
 * `RESET_REQUESTED_MESSAGE`, whether or not the account exists; the lookup, and for an active user with
 * `email` (compared case-insensitively) the token and the e-mail, run through `defer` after the answer,
 * so a known address is not answered more slowly than an unknown one (docs/decisions/auth-and-roles.md "Password-reset
 * timing").
 * @param ip the requester's address, for the per-address limit (`password-reset.address` of lib/limits/rules.ts;
 *   `password-reset.email` limits the e-mail address).
 * @throws AppError `rate_limited` when the address or the e-mail has used up its requests for the hour; counted
 *   for unknown e-mails too, so the refusal reveals nothing either.
 */
export async function requestPasswordReset(email: string, ip: string, defer: Defer): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const [byIp, byEmail] = await Promise.all([
    countAttempt("password-reset.address", addressSubject(ip)),
    countAttempt("password-reset.email", sha256Hex(normalized)),
  ]);
  if (!byIp.allowed || !byEmail.allowed) {
    const refused = byIp.retryAfterMs >= byEmail.retryAfterMs ? byIp : byEmail;
    throw limitRefusal(refused, (wait) => `Too many password reset requests. Please try again in ${wait}.`);
  }
  defer(() => sendResetLink(normalized));
  return RESET_REQUESTED_MESSAGE;
}

/** E-mails a reset link to the active user whose address is `normalized` (lowercase); nothing when there is none. */
async function sendResetLink(normalized: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalized}`, eq(users.isActive, true)));
  if (!user) return;

  // The token and its e-mail's outbox row commit together: no token without its link on its way.
  await withAmbientTransaction(db, async () => {
    const link = resetLink(await createPasswordResetToken(user.id));
    await sendEmail({
      to: user.email,
      subject: "Reset your Custom Portal Solutions password",
      text: [
        `Hello ${user.username},`,
        "",
        "Someone asked to reset the password of your Custom Portal Solutions account.",
        `Open this link within 1 hour to choose a new password:`,
        link,
        "",
        "If you did not ask for this, ignore this e-mail: your password stays the same.",
      ].join("\n"),
      html: [
        `<p>Hello ${escapeHtml(user.username)},</p>`,
        "<p>Someone asked to reset the password of your Custom Portal Solutions account.</p>",
        `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for 1 hour).</p>`,
        "<p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>",
      ].join("\n"),
    });
  });
}
