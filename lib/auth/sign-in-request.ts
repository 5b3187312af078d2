/** What both sign-in steps share: the refusal that tells nothing, the headers next-auth passes, the user it stores. */

/** Shown for an unknown user, a wrong password or an inactive account alike, so none can be told apart. */
export const INVALID_CREDENTIALS = "Invalid username or password";

/** Shown for the right password of a deactivated account (docs/decisions/auth-and-roles.md "Team"). */
export const ACCOUNT_DEACTIVATED = "This account has been deactivated. Ask an owner of the team to reactivate it.";

/** Reads the plain header object next-auth hands to `authorize`. */
export function headerReader(headers: Record<string, unknown> | undefined) {
  return { get: (name: string) => (typeof headers?.[name] === "string" ? (headers[name] as string) : null) };
}

/** The user next-auth puts into the JWT (its `sid` ties it to a `sessions` row). */
export interface AuthorizedUser {
  id: string;
  name: string;
  email: string;
  sid: string;
}
