/** The words /account's sign-in history uses for an attempt's outcome and method. */
import { formatNumber } from "@/lib/format/number";
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
  /** Attempts the row stands for: refusals of one address are aggregated per 15 minutes (lib/audit/record-audit.ts). */
  count?: number;
}

/** "Signed in", or the refusal with how many attempts it stands for when more than one ("… (12 times)"). */
export function signInOutcomeLabel(record: SignInRecord): string {
  if (record.outcome === "ok") return "Signed in";
  const refusal = REFUSALS[record.reason as SignInRefusal] ?? "Refused";
  return record.count && record.count > 1 ? `${refusal} (${formatNumber(record.count)} times)` : refusal;
}

/** The method's name ("Authenticator code"…). */
export function signInMethodLabel(record: SignInRecord): string {
  const method = (record.changes as { method?: string } | null)?.method;
  return METHODS[method as SignInMethod] ?? "—";
}
