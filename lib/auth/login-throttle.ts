/**
 * Login throttling: 5 failed attempts per username and per IP address within 15 minutes lock that
 * username (or address) out until the window ends. Counted in the database, so it holds across instances.
 */
import { describeWait, hitRateLimit, peekRateLimit, resetRateLimit, type RateLimitRule } from "@/lib/rate-limit";

export const LOGIN_FAILURE_RULE: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };

const userKey = (username: string) => `login:user:${username.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/** The refusal message when `username` or `ip` is locked out, else null. */
export async function loginLockout(username: string, ip: string): Promise<string | null> {
  const [byUser, byIp] = await Promise.all([
    peekRateLimit(userKey(username), LOGIN_FAILURE_RULE),
    peekRateLimit(ipKey(ip), LOGIN_FAILURE_RULE),
  ]);
  const blocked = [byUser, byIp].filter((s) => !s.allowed);
  if (blocked.length === 0) return null;
  const wait = Math.max(...blocked.map((s) => s.retryAfterMs));
  return `Too many failed sign-in attempts. Please try again in ${describeWait(wait)}.`;
}

/** Counts a failed attempt against both the username and the address. */
export async function recordLoginFailure(username: string, ip: string): Promise<void> {
  await Promise.all([
    hitRateLimit(userKey(username), LOGIN_FAILURE_RULE),
    hitRateLimit(ipKey(ip), LOGIN_FAILURE_RULE),
  ]);
}

/** Clears the username's failures after a successful sign-in (the address keeps its count). */
export async function recordLoginSuccess(username: string): Promise<void> {
  await resetRateLimit(userKey(username));
}
