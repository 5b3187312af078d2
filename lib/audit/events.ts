/**
 * Audit actions that are no permission key: events the app records by itself (docs/decisions/auth-and-roles.md "Audit
 * log"). Every other action of `audit_log` is a key of lib/auth/permissions.ts.
 */

/** A sign-in with a password: `ok`, or `refused` with the reason. */
export const SIGN_IN_ACTION = "auth.sign-in";

/** An invitee accepting an invitation (the new user is the actor). */
export const INVITATION_ACCEPT_ACTION = "team.invitation.accept";

/** A scheduled job's run (actor `system`, target its `job_runs` row): `job.<name>`. */
export const jobAction = (name: string) => `job.${name}`;

/** The events with their words, for /audit-log's Action filter. */
export const AUDIT_EVENTS: readonly { value: string; label: string }[] = [
  { value: SIGN_IN_ACTION, label: "Sign in" },
  { value: INVITATION_ACCEPT_ACTION, label: "Accept an invitation" },
];
