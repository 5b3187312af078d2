/**
 * How long an invitation link works, in the one set of words the e-mail, the toasts and the Team screen use
 * (docs/decisions/auth-and-roles.md "Audit log defaults, invitation lifetime, the second step's order"): 7 days from sending; what is left counts whole days
 * rounded up, so a link sent a minute ago "expires in 7 days", as its e-mail says. Pure: server and client.
 */
import { pluralize } from "@/lib/format/number";

/** Days an invitation link works after it is sent (or resent). */
export const INVITATION_TTL_DAYS = 7;

/** The same, in seconds (the database clock adds it to `now()`). */
export const INVITATION_TTL_SECONDS = INVITATION_TTL_DAYS * 24 * 60 * 60;

/** A fresh link's lifetime in words: "7 days". */
export const INVITATION_TTL_WORDS = pluralize(INVITATION_TTL_DAYS, "day");

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What is left of a link expiring at `expiresAt`, seen at `now` (ms since the epoch): "Expires in 7 days"
 * (whole days rounded up), "Expires in 5 hours" on its last day, "Expires in 20 minutes" in its last hour,
 * "Expired" after.
 */
export function invitationExpiry(expiresAt: Date, now: number): string {
  const left = expiresAt.getTime() - now;
  if (left <= 0) return "Expired";
  if (left > DAY_MS) return `Expires in ${pluralize(Math.ceil(left / DAY_MS), "day")}`;
  if (left >= HOUR_MS) return `Expires in ${pluralize(Math.ceil(left / HOUR_MS), "hour")}`;
  return `Expires in ${pluralize(Math.max(1, Math.ceil(left / 60_000)), "minute")}`;
}
