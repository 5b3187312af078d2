/**
 * How the password step tells the sign-in form that a second factor is due. next-auth v4's credentials
 * provider can only succeed (a session) or fail with a message, so the password step "fails" with this
 * message, carrying the pending sign-in's token and the factors the user has; the form recognises it
 * and asks for the second factor (docs/decisions/auth-and-roles.md "Second factor"). Shared by the server and the form.
 */

/** The factors a second step may use. */
export type SecondStepMethod = "authenticator" | "passkey";

const PREFIX = "second-factor-required";

/** The message of a password step that passed and awaits a second factor. */
export function secondStepMessage(token: string, methods: readonly SecondStepMethod[]): string {
  return `${PREFIX}:${token}:${methods.join(",")}`;
}

/** The pending token and factors in a sign-in error, or null when `message` is an ordinary refusal. */
export function parseSecondStep(
  message: string | null | undefined,
): { token: string; methods: SecondStepMethod[] } | null {
  const [prefix, token, methods] = (message ?? "").split(":");
  if (prefix !== PREFIX || !token) return null;
  const known = (methods ?? "")
    .split(",")
    .filter((m): m is SecondStepMethod => m === "authenticator" || m === "passkey");
  return { token, methods: known };
}
