/** The words /account's sign-in history uses for an attempt's outcome and method. */
import type { SignInMethod, SignInRefusal } from "./sign-in-audit";

const METHODS: Record<SignInMethod, string> = {
  password: "Password",
  authenticator: "Authenticator code",
  "recovery-code": "Recovery code",
  passkey: "Passkey",
};

const REFUSALS: Record<SignInRefusal, string> = {
  invalid: "Refused: wrong username or password",
  locked: "Refused: too many failed attempts",
  "wrong-second-factor": "Refused: wrong code or passkey",
  expired: "Refused: sign-in expired",
  deactivated: "Refused: account deactivated",
};

/** An `auth.sign-in` audit row's fields this needs. */
export interface SignInRecord {
  outcome: string;
  reason: string | null;
  changes: unknown;
}

/** "Signed in" or the refusal. */
export function signInOutcomeLabel(record: SignInRecord): string {
  return record.outcome === "ok" ? "Signed in" : (REFUSALS[record.reason as SignInRefusal] ?? "Refused");
}

/** The method's name ("Authenticator code"…). */
export function signInMethodLabel(record: SignInRecord): string {
  const method = (record.changes as { method?: string } | null)?.method;
  return METHODS[method as SignInMethod] ?? "—";
}
