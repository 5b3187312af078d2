/**
 * Sign-ins in the audit log (docs/decisions.md "Audit log"): each attempt with a password, done or
 * refused, with the address and browser it came from. The Team screen's "last sign-in" reads these rows.
 */
import { recordAuditAlone } from "@/lib/audit/audited";
import { SIGN_IN_ACTION } from "@/lib/audit/events";

/** Why a sign-in was refused, as the row's `reason`. */
export type SignInRefusal = "invalid" | "locked" | "deactivated";

/**
 * Records one sign-in attempt: `user` when the username names an account (else the username as typed).
 * Never throws: a sign-in does not fail because its row could not be written (the failure is logged).
 */
export function auditSignIn(
  attempt: { userId: number | null; username: string; ipAddress: string; userAgent: string | null },
  refusal?: SignInRefusal,
): Promise<void> {
  return recordAuditAlone({
    actor: { id: attempt.userId, username: attempt.username },
    action: SIGN_IN_ACTION,
    target: attempt.userId === null ? null : { type: "user", id: attempt.userId },
    ipAddress: attempt.ipAddress,
    userAgent: attempt.userAgent,
    outcome: refusal ? "refused" : "ok",
    reason: refusal ?? null,
  });
}
