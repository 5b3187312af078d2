/**
 * Sign-in lockout after OWASP's Authentication Cheat Sheet ("Login Throttling", "Account Lockout"), as
 * decided in docs/decisions.md "Sign-in lockout". Failures are counted in three fixed windows of 15
 * minutes, in the database so every instance shares them:
 *
 * - per (username, address): 5 failures lock that username out at that address only, so a colleague
 *   mistyping at a shared office address never locks anybody else out;
 * - per username, across addresses: 20 failures refuse the username at every address that has itself
 *   failed for it, while an address with no failure for it still gets its attempt checked; a
 *   distributed guesser gets one try per address, and the owner with the right password still signs in;
 * - per address, across usernames: 50 failures refuse every username at that address (password
 *   spraying from one place).
 *
 * Every refusal says how long to wait.
 */
import { describeWait, hitRateLimit, peekRateLimit, resetRateLimit, type RateLimitRule } from "@/lib/rate-limit";

const WINDOW_MS = 15 * 60 * 1000;

/** Failures of one username from one address. */
export const LOGIN_PAIR_RULE: RateLimitRule = { limit: 5, windowMs: WINDOW_MS };
/** Failures of one username from every address. */
export const LOGIN_USER_RULE: RateLimitRule = { limit: 20, windowMs: WINDOW_MS };
/** Failures from one address for every username. */
export const LOGIN_ADDRESS_RULE: RateLimitRule = { limit: 50, windowMs: WINDOW_MS };

const normalize = (username: string) => username.trim().toLowerCase();
const pairKey = (username: string, ip: string) => `login:pair:${ip}:${normalize(username)}`;
const userKey = (username: string) => `login:user:${normalize(username)}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

/** The refusal shown for any lockout, with the wait until the longest blocking window ends. */
export function lockoutMessage(retryAfterMs: number): string {
  return `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterMs)}.`;
}

/** A refusal: the message to show and the milliseconds until an attempt is counted again. */
export interface LoginLockout {
  message: string;
  retryAfterMs: number;
}

/**
 * Whether an attempt for `username` from `ip` is refused before its password is checked, and why.
 * `username` must already be valid user text (lib/auth/schemas.ts `loginSchema`): the keys go to SQL.
 */
export async function loginLockout(username: string, ip: string): Promise<LoginLockout | null> {
  const [pair, user, address] = await Promise.all([
    peekRateLimit(pairKey(username, ip), LOGIN_PAIR_RULE),
    peekRateLimit(userKey(username), LOGIN_USER_RULE),
    peekRateLimit(addressKey(ip), LOGIN_ADDRESS_RULE),
  ]);
  // `count` is 0 when this address has no failure for this username in the window.
  const userBlocksHere = !user.allowed && pair.count > 0;
  const waits = [
    pair.allowed ? 0 : pair.retryAfterMs,
    // Held back only while this address's own failures for the username are remembered.
    userBlocksHere ? Math.min(user.retryAfterMs, pair.windowLeftMs) : 0,
    address.allowed ? 0 : address.retryAfterMs,
  ].filter((ms) => ms > 0);
  if (waits.length === 0) return null;
  const retryAfterMs = Math.max(...waits);
  return { message: lockoutMessage(retryAfterMs), retryAfterMs };
}

/** Counts a failed attempt against the (username, address) pair, the username and the address. */
export async function recordLoginFailure(username: string, ip: string): Promise<void> {
  await Promise.all([
    hitRateLimit(pairKey(username, ip), LOGIN_PAIR_RULE),
    hitRateLimit(userKey(username), LOGIN_USER_RULE),
    hitRateLimit(addressKey(ip), LOGIN_ADDRESS_RULE),
  ]);
}

/**
 * Clears this address's failures for the username after a successful sign-in. The username-wide and
 * address-wide counts stay: the owner signing in must not hand a distributed guesser a fresh budget.
 */
export async function recordLoginSuccess(username: string, ip: string): Promise<void> {
  await resetRateLimit(pairKey(username, ip));
}
