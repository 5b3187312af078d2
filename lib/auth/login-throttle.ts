/**
 * Sign-in lockout after OWASP's Authentication Cheat Sheet ("Login Throttling", "Account Lockout"), as
 * decided in docs/decisions/auth-and-roles.md "Sign-in lockout". Attempts are counted in three fixed windows of 15
 * minutes (rules `login.pair`, `login.user`, `login.address` of lib/limits/rules.ts), in the database so
 * every instance shares them:
 *
 * - per (username, address): 5 attempts that did not succeed lock that username out at that address only,
 *   so a colleague mistyping at a shared office address never locks anybody else out;
 * - per username, across addresses: past 20, the username is refused at every address that has itself
 *   tried it in the window, while an address trying it for the first time still gets its attempt
 *   checked; a distributed guesser gets one try per address, and the owner with the right password
 *   still signs in;
 * - per address, across usernames: past 50, every username is refused at that address (password
 *   spraying from one place).
 *
 * Every attempt is counted before its password is checked (lib/limits/count-attempt.ts), so of any
 * number sent at once at most the limit are checked; a success takes back only its own count. Every
 * refusal says how long to wait.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { countAttempt, describeWait, releaseAttempt, type CountedAttempt } from "@/lib/limits/count-attempt";
import { addressSubject } from "@/lib/limits/address-subject";

const normalize = (username: string) => username.trim().toLowerCase();

/** The refusal shown for any lockout, with the wait until the longest blocking window ends. */
export function lockoutMessage(retryAfterMs: number): string {
  return `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterMs)}.`;
}

/** A refusal: the message to show and the milliseconds until an attempt is counted again. */
export interface LoginLockout {
  message: string;
  retryAfterMs: number;
}

/** An attempt counted against the three rules: its refusal, or null when its password may be checked. */
export interface LoginAttempt {
  lockout: LoginLockout | null;
  counted: CountedAttempt[];
}

/**
 * Counts a sign-in attempt for `username` from `ip` against the three rules, and says whether its password
 * may be checked. `username` must already be valid user text (lib/auth/schemas.ts `loginSchema`): the keys go to SQL.
 */
export async function countLoginAttempt(username: string, ip: string): Promise<LoginAttempt> {
  const address = addressSubject(ip);
  const name = normalize(username);
  const [pair, user, spray] = await Promise.all([
    countAttempt("login.pair", `${address}:${name}`),
    countAttempt("login.user", name),
    countAttempt("login.address", address),
  ]);
  // This attempt is one of `pair.count`: another one from this address for this username is in the window.
  const triedHere = pair.count > 1;
  const waits = [
    pair.allowed ? 0 : pair.retryAfterMs,
    // Held back only while this address's own attempts for the username are remembered.
    !user.allowed && triedHere ? Math.min(user.retryAfterMs, pair.windowLeftMs) : 0,
    spray.allowed ? 0 : spray.retryAfterMs,
  ].filter((ms) => ms > 0);
  const counted = [pair, user, spray];
  if (waits.length === 0) return { lockout: null, counted };
  const retryAfterMs = Math.max(...waits);
  return { lockout: { message: lockoutMessage(retryAfterMs), retryAfterMs }, counted };
}

/** An attempt the route counted before next-auth ran, for the credentials check of the same request to use. */
const routeCounted = new AsyncLocalStorage<{ who: string; attempt: LoginAttempt | null }>();

/** Runs next-auth with the attempt the route counted for `username` at `ip` (`loginAttempt` then takes it). */
export function withCountedLoginAttempt<T>(username: string, ip: string, attempt: LoginAttempt, run: () => T): T {
  return routeCounted.run({ who: `${ip} ${normalize(username)}`, attempt }, run);
}

/**
 * The counted attempt of a sign-in: the one the route counted for this very request (once), or a new count.
 */
export async function loginAttempt(username: string, ip: string): Promise<LoginAttempt> {
  const scope = routeCounted.getStore();
  if (scope?.attempt && scope.who === `${ip} ${normalize(username)}`) {
    const { attempt } = scope;
    scope.attempt = null;
    return attempt;
  }
  return countLoginAttempt(username, ip);
}

/**
 * Takes back a successful attempt's own counts. Failures stay counted, this address's included, until
 * their window ends: a success must not hand a guesser racing it a fresh budget.
 */
export async function releaseLoginAttempt(attempt: LoginAttempt): Promise<void> {
  await Promise.all(attempt.counted.map(releaseAttempt));
}
