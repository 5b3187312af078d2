/**
 * Retry schedule of the outbox (docs/decisions/data-and-jobs.md "Outbox retries"): a failed message is tried at most
 * `MAX_ATTEMPTS` times in all, waiting 1, 4, 16 and 64 minutes between tries (exponential, base 4).
 */

/** Tries in all, the first one included. */
export const MAX_ATTEMPTS = 5;

/** First wait after a failure, in milliseconds. */
export const FIRST_RETRY_DELAY_MS = 60_000;

/** When to try again after `attempts` failed tries, or null when none are left. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + FIRST_RETRY_DELAY_MS * 4 ** (attempts - 1));
}
