/**
 * Sign-ins in the audit log (docs/decisions/auth-and-roles.md "Audit log", "Second factor", "Sessions"): every attempt,
 * at either step, done or refused, is one `auth.sign-in` row with the method, the address and browser it
 * came from. The Team screen's "last sign-in" and /account's sign-in history read these rows. Nothing
 * typed is recorded but the username. A refusal is aggregated (lib/audit/record-audit.ts): one row per
 * method, address, account (or none) and reason per 15 minutes, with its count of attempts.
 */
import { recordAuditAlone } from "@/lib/audit/audited";
import { SIGN_IN_ACTION } from "@/lib/audit/events";

/** How the attempt proved who it was. */
export type SignInMethod = "password" | "authenticator" | "recovery-code" | "passkey";

/**
 * Why an attempt was refused, as the row's `reason`: wrong username or password, locked out, account
 * deactivated, a wrong second factor, or a second step whose pending sign-in had expired.
 */
export type SignInRefusal = "invalid" | "locked" | "deactivated" | "wrong-second-factor" | "expired";

/** One attempt to record. */
export interface SignInAttempt {
  /** The account, when the attempt named one; otherwise the username typed. */
  user: { id: number | null; username: string };
  method: SignInMethod;
  ipAddress: string;
  userAgent: string | null;
  /** Absent when the attempt passed. */
  refusal?: SignInRefusal;
}

/**
 * Records the attempt on its own (a sign-in has no transaction to join). Never throws: a sign-in does not
 * fail because its row could not be written (the failure is logged). A password that passed for a user
 * with a second factor is not recorded: the second step's row says how the sign-in ended.
 */
export function recordSignIn(attempt: SignInAttempt): Promise<void> {
  return recordAuditAlone({
    actor: attempt.user,
    action: SIGN_IN_ACTION,
    target: attempt.user.id === null ? null : { type: "user", id: attempt.user.id },
    ipAddress: attempt.ipAddress,
    userAgent: attempt.userAgent,
    outcome: attempt.refusal ? "refused" : "ok",
    reason: attempt.refusal ?? null,
    changes: { method: attempt.method },
    aggregate: attempt.refusal ? attempt.method : undefined,
  });
}
