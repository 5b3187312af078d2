/**
 * Second-step answers are limited per user like passwords (lib/auth/login-throttle.ts, OWASP's "Login
 * Throttling"; rule `second-factor` of lib/limits/rules.ts): 5 wrong answers in a 15-minute window lock
 * that user's second step, from every address, since whoever reaches it already holds the password. Six
 * digits with ±1 step leave three right codes in a million: five guesses a quarter hour make a hit a
 * matter of years. Authenticator codes, recovery codes and passkey answers share the count.
 *
 * Each answer is counted before it is checked, so of any number sent at once at most 5 are checked; a
 * right answer takes back only its own count. The 5th wrong answer already says the step is locked.
 */
import { countAttempt, describeWait, releaseAttempt, type CountedAttempt } from "@/lib/limits/count-attempt";
import { LIMITS } from "@/lib/limits/rules";

/** Wrong second-step answers one user may give in the window. */
export const SECOND_FACTOR_LIMIT = LIMITS["second-factor"].limit;

/** The refusal while the user's second step is locked. */
export function secondFactorLockoutMessage(retryAfterMs: number): string {
  return `Too many wrong codes. Please try again in ${describeWait(retryAfterMs)}.`;
}

/** The answer to the wrong answer that used up the window: it is wrong, and the step is now locked. */
export function lastWrongAnswerMessage(windowLeftMs: number): string {
  return `That code is not right, and that was the ${SECOND_FACTOR_LIMIT}th wrong code. Please try again in ${describeWait(windowLeftMs)}.`;
}

/** Counts one second-step answer of `userId`; check it only while the result is `allowed`. */
export function countSecondFactorAnswer(userId: number): Promise<CountedAttempt> {
  return countAttempt("second-factor", userId);
}

/** Takes back a right answer's own count; wrong ones stay counted until the window ends. */
export function releaseSecondFactorAnswer(answer: CountedAttempt): Promise<void> {
  return releaseAttempt(answer);
}
