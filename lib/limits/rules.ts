/**
 * Every limit of the product in one table (docs/decisions/auth-and-roles.md "Limits that hold under parallel requests").
 * Each is a fixed window: at most `limit` attempts per `windowMs` milliseconds per subject, counted in the
 * `rate_limits` table (one row per `key:subject`), so every instance shares them. Every attempt is counted
 * before it is checked (lib/limits/count-attempt.ts), so `limit` is also the most attempts whose secret is
 * ever checked in a window, however many arrive at once.
 *
 * Sources: the sign-in rules follow OWASP's Authentication Cheat Sheet ("Login Throttling", "Account
 * Lockout"; docs/decisions/auth-and-roles.md "Sign-in lockout", "Second factor"); the SMS limit is docs/sms.md "Compliance"
 * (its rate limit); the others are the product's own (docs/decisions/ sections of each feature).
 */

/** One limit: at most `limit` attempts per `windowMs` per subject; its counters are `${key}:${subject}`. */
export interface LimitRule {
  limit: number;
  windowMs: number;
  /** The counter's key prefix in `rate_limits`. */
  key: string;
  /** What one subject is (the counter's scope), for the table's reader. */
  per: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The rule table. Addresses are `clientIp` (lib/request-ip.ts), and every rule per address counts an IPv6
 * address by its /64 (lib/limits/address-subject.ts), since one host is given a whole /64.
 */
export const LIMITS = {
  /** Sign-in passwords of one username from one address. */
  "login.pair": { limit: 5, windowMs: 15 * MINUTE, key: "login:pair", per: "address and username" },
  /** Sign-in passwords of one username from every address (refuses only addresses that failed for it). */
  "login.user": { limit: 20, windowMs: 15 * MINUTE, key: "login:user", per: "username" },
  /** Sign-in passwords from one address for every username (password spraying). */
  "login.address": { limit: 50, windowMs: 15 * MINUTE, key: "login:ip", per: "address" },
  /** Second-step answers (authenticator code, recovery code, passkey) of one user, every address together. */
  "second-factor": { limit: 5, windowMs: 15 * MINUTE, key: "second-factor:user", per: "user" },
  /** Passkey challenges (`navigator.credentials.get` options) one address may ask for. */
  "passkey.challenge": { limit: 30, windowMs: 15 * MINUTE, key: "passkey-challenge", per: "address" },
  /** Sign-ins with a passkey alone (`POST /api/auth/callback/passkey`) from one address. */
  "passkey.sign-in": { limit: 10, windowMs: 15 * MINUTE, key: "passkey-sign-in", per: "address" },
  /** "Forgot your password?" requests from one address. */
  "password-reset.address": { limit: 5, windowMs: HOUR, key: "password-reset:ip", per: "address" },
  /** "Forgot your password?" requests for one e-mail address (its SHA-256). */
  "password-reset.email": { limit: 5, windowMs: HOUR, key: "password-reset:email", per: "e-mail address" },
  /** Current passwords typed on /account's change-password form, per user. */
  "password-change": { limit: 5, windowMs: 15 * MINUTE, key: "password-change:user", per: "user" },
  /** Invitation acceptances (each hashes a password) from one address. */
  "invitation.accept": { limit: 10, windowMs: 15 * MINUTE, key: "invitation-accept", per: "address" },
  /** Project-code redemptions from one address (which also stops guessing codes). */
  redeem: { limit: 10, windowMs: 15 * MINUTE, key: "redeem", per: "address" },
  /** Contact-form messages from one address. */
  contact: { limit: 5, windowMs: 10 * MINUTE, key: "contact", per: "address" },
  /** Status-page subscriptions from one address (an IPv6 /64). */
  "subscribe.address": { limit: 5, windowMs: 10 * MINUTE, key: "status-subscribe", per: "address or IPv6 /64" },
  /** Confirmation messages one status page sends. */
  "subscribe.page": { limit: 50, windowMs: HOUR, key: "status-subscribe:page", per: "status page" },
  /** Confirmation messages to one target (an e-mail address, a phone number or a webhook URL). */
  "subscribe.target": { limit: 3, windowMs: HOUR, key: "status-subscribe:target", per: "target" },
  /** Texts that reach routing from one number not authorized (docs/sms.md "Compliance"). */
  "sms.sender": { limit: 5, windowMs: 24 * HOUR, key: "sms", per: "phone number" },
  /** SMS Integration Testing runs per signed-in user. */
  "sms.test": { limit: 30, windowMs: 10 * MINUTE, key: "sms-test:user", per: "user" },
  /** Monthly status-report PDFs per signed-in user (each is printed by Chromium). */
  "status-report": { limit: 10, windowMs: 10 * MINUTE, key: "status-report:user", per: "user" },
  /** Bookings and guests' changes of a booking from one address: enough for a family on one connection. */
  booking: { limit: 20, windowMs: 10 * MINUTE, key: "booking", per: "address" },
  /** Clients' answers to quotes (accept, decline) from one address. */
  "quote.answer": { limit: 30, windowMs: 15 * MINUTE, key: "quote-answer", per: "address" },
  /** Signed-quote hash checks on /q/verify from one address. */
  "quote.verify": { limit: 30, windowMs: 15 * MINUTE, key: "quote-verify", per: "address" },
  /** Sign-in e-mails asked for on /c (the client's page) from one address (an IPv6 /64). */
  "client-link.address": { limit: 10, windowMs: HOUR, key: "client-link:ip", per: "address or IPv6 /64" },
  /** Sign-in e-mails asked for on /c for one e-mail address (its SHA-256), whether or not it is a client's. */
  "client-link.email": { limit: 3, windowMs: HOUR, key: "client-link:email", per: "e-mail address" },
  /** Messages posted from one client link's message box. */
  "client-message": { limit: 10, windowMs: 10 * MINUTE, key: "client-message:link", per: "client link" },
  /** Monthly-report PDFs downloaded from client pages from one address (each may be printed by Chromium). */
  "client-report": { limit: 10, windowMs: 10 * MINUTE, key: "client-report:ip", per: "address or IPv6 /64" },
  /** Hub auto-registrations from one address. */
  "federation.auto-register": { limit: 5, windowMs: HOUR, key: "auto-register", per: "address" },
  /** Landing-page analytics beacons from one address (more are ignored). */
  beacon: { limit: 60, windowMs: MINUTE, key: "beacon", per: "address" },
} as const satisfies Record<string, LimitRule>;

/** The name of a limit in `LIMITS`. */
export type LimitName = keyof typeof LIMITS;
