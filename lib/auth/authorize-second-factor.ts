/**
 * The second step of a sign-in (next-auth provider `second-factor`, docs/decisions/auth-and-roles.md "Second factor"):
 * the pending sign-in's token plus an authenticator code, a recovery code or a passkey's answer. Only
 * when the factor passes does a session open; the pending sign-in then ends, so the token works once.
 * Wrong factors count against the user's limit (lib/second-factor/second-factor-throttle.ts); every
 * attempt is audited (`auth.sign-in`).
 */
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { clientIp } from "@/lib/request-ip";
import { recordLoginAttempt } from "@/lib/site-analytics/record";
import { closePendingSignIn, pendingSignInUser } from "@/lib/second-factor/pending-sign-in";
import { verifyPasskeySecondFactor } from "@/lib/second-factor/passkeys";
import { spendRecoveryCode } from "@/lib/second-factor/recovery-codes";
import {
  countSecondFactorAnswer,
  lastWrongAnswerMessage,
  releaseSecondFactorAnswer,
  secondFactorLockoutMessage,
  SECOND_FACTOR_LIMIT,
} from "@/lib/second-factor/second-factor-throttle";
import { verifyTotpCode } from "@/lib/second-factor/totp";
import { authenticatorCode, secondFactorSignInSchema } from "./schemas";
import { recordSignIn, type SignInMethod } from "./sign-in-audit";
import { createSession } from "./sessions";
import { ACCOUNT_DEACTIVATED, headerReader, type AuthorizedUser } from "./sign-in-request";
import { SignInRefusal } from "./sign-in-refusal";

/** Shown when the pending sign-in is unknown, used or older than five minutes. */
export const SIGN_IN_EXPIRED = "Your sign-in expired. Please sign in again.";

/** Shown for a wrong code or passkey answer. */
export const WRONG_SECOND_FACTOR = "That code is not right. Please try again.";

/** Whether the factor given passes for `userId`. */
async function factorPasses(userId: number, method: SignInMethod, code: string, response: string): Promise<boolean> {
  if (method === "authenticator") {
    const parsed = authenticatorCode.safeParse(code);
    return parsed.success && (await verifyTotpCode(db, userId, parsed.data));
  }
  if (method === "recovery-code") return code.trim() !== "" && (await spendRecoveryCode(db, userId, code));
  return verifyPasskeySecondFactor(db, userId, response);
}

/**
 * Checks the second step and opens the session.
 * The answer is counted before it is checked (lib/second-factor/second-factor-throttle.ts); the 5th wrong
 * one is answered with the lockout's wait, and any answer past it is refused unchecked.
 * @throws SignInRefusal with the message the form shows: `SIGN_IN_EXPIRED`, the lockout's wait, `WRONG_SECOND_FACTOR`.
 */
export async function authorizeSecondFactor(
  credentials: unknown,
  headers: Record<string, unknown> | undefined,
): Promise<AuthorizedUser> {
  const parsed = secondFactorSignInSchema.safeParse(credentials ?? {});
  if (!parsed.success) throw new SignInRefusal(parsed.error.issues[0]?.message ?? SIGN_IN_EXPIRED);
  const { pendingToken, code, response } = parsed.data;
  const method: SignInMethod = parsed.data.method;
  const reader = headerReader(headers);
  const ip = clientIp(reader);
  const userAgent = reader.get("user-agent");
  const userId = await pendingSignInUser(db, pendingToken);
  if (userId === null) throw new SignInRefusal(SIGN_IN_EXPIRED);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new SignInRefusal(SIGN_IN_EXPIRED);
  const attempt = { user: { id: user.id, username: user.username }, method, ipAddress: ip, userAgent };
  if (!user.isActive) {
    await recordSignIn({ ...attempt, refusal: "deactivated" });
    throw new SignInRefusal(ACCOUNT_DEACTIVATED);
  }
  const answer = await countSecondFactorAnswer(user.id);
  if (!answer.allowed) {
    await recordSignIn({ ...attempt, refusal: "locked" });
    throw new SignInRefusal(secondFactorLockoutMessage(answer.retryAfterMs));
  }
  if (!(await factorPasses(user.id, method, code, response))) {
    await recordLoginAttempt(false);
    await recordSignIn({ ...attempt, refusal: "wrong-second-factor" });
    if (answer.count < SECOND_FACTOR_LIMIT) throw new SignInRefusal(WRONG_SECOND_FACTOR);
    throw new SignInRefusal(lastWrongAnswerMessage(answer.windowLeftMs));
  }
  if (!(await closePendingSignIn(db, pendingToken))) throw new SignInRefusal(SIGN_IN_EXPIRED);
  await releaseSecondFactorAnswer(answer);
  await recordLoginAttempt(true);
  await recordSignIn(attempt);
  const sid = await createSession(user.id, userAgent ?? undefined, ip);
  return { id: String(user.id), name: user.username, email: user.email, sid };
}
