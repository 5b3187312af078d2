/**
 * Every sign-in attempt, at either step, leaves one `auth.sign-in` row in the audit log (docs/decisions.md
 * "Audit log", "Sessions"): who (or the username typed, when it names nobody), how, and whether it passed.
 * /account's sign-in history reads these rows. Nothing typed is recorded but the username.
 */
import { recordAuditAlone } from "@/lib/audit/audited";

/** The audit action of a sign-in. */
export const SIGN_IN_ACTION = "auth.sign-in";

/** How the attempt proved who it was. */
export type SignInMethod = "password" | "authenticator" | "recovery-code" | "passkey";

/** Why an attempt was refused. */
export type SignInRefusal = "invalid-credentials" | "locked-out" | "wrong-second-factor" | "expired" | "deactivated";

/** One attempt to record. */
export interface SignInAttempt {
  /** The account, when the attempt named one; otherwise the username typed. */
  user: { id: number; username: string } | { id: null; username: string };
  method: SignInMethod;
  ipAddress: string;
  userAgent: string | null;
  /** Absent when the attempt passed. */
  refusal?: SignInRefusal;
  /** For a password that passed: the second step still to come. */
  secondStep?: boolean;
}

/** Records the attempt on its own (a sign-in has no transaction to join); never throws. */
export function recordSignIn(attempt: SignInAttempt): Promise<void> {
  return recordAuditAlone({
    actor: attempt.user,
    action: SIGN_IN_ACTION,
    target: attempt.user.id === null ? null : { type: "user", id: attempt.user.id },
    ipAddress: attempt.ipAddress,
    userAgent: attempt.userAgent,
    outcome: attempt.refusal ? "refused" : "ok",
    reason: attempt.refusal ?? null,
    changes: { method: attempt.method, ...(attempt.secondStep ? { step: "second factor next" } : {}) },
  });
}
