/**
 * Failed second factors are limited per user like passwords (lib/auth/login-throttle.ts, OWASP's
 * "Login Throttling"): 5 failures in a 15-minute window refuse that user's second step, from every
 * address, since whoever reaches it already holds the password. Six digits with ±1 step leave three
 * right codes in a million: five guesses a quarter hour make a hit a matter of years.
 */
import { describeWait, hitRateLimit, peekRateLimit, resetRateLimit, type RateLimitRule } from "@/lib/rate-limit";

/** Failures of one user's second step, every address together. */
export const SECOND_FACTOR_RULE: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };

const userKey = (userId: number) => `second-factor:user:${userId}`;

/** The refusal to show while the user's second step is locked, or null. */
export async function secondFactorLockout(userId: number): Promise<string | null> {
  const state = await peekRateLimit(userKey(userId), SECOND_FACTOR_RULE);
  return state.allowed ? null : `Too many wrong codes. Please try again in ${describeWait(state.retryAfterMs)}.`;
}

/** Counts a wrong code, recovery code or passkey answer. */
export async function recordSecondFactorFailure(userId: number): Promise<void> {
  await hitRateLimit(userKey(userId), SECOND_FACTOR_RULE);
}

/** Clears the count after a second step passed. */
export async function recordSecondFactorSuccess(userId: number): Promise<void> {
  await resetRateLimit(userKey(userId));
}
