/**
 * Signing in with a passkey alone (next-auth provider `passkey`, docs/decisions/auth-and-roles.md "Second factor"): the
 * browser's answer to a `passkey-sign-in` challenge names its credential, which names its user; with
 * user verification (the device's PIN or biometric) the passkey is both factors, so a session opens.
 * Every attempt is audited (`auth.sign-in`, method `passkey`), and counted per address before its answer
 * is checked (rule `passkey.sign-in` of lib/limits/rules.ts).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { clientIp } from "@/lib/request-ip";
import { recordLoginAttempt } from "@/lib/site-analytics/record";
import { verifyPasskeySignIn } from "@/lib/second-factor/passkeys";
import { createSession } from "./sessions";
import { addressSubject } from "@/lib/limits/address-subject";
import { countAttempt, describeWait, releaseAttempt, TOO_MANY_ATTEMPTS } from "@/lib/limits/count-attempt";
import { recordSignIn } from "./sign-in-audit";
import { SignInRefusal } from "./sign-in-refusal";
import { headerReader, type AuthorizedUser } from "./sign-in-request";

/** Shown when the passkey's answer does not verify or names no active user. */
export const PASSKEY_REFUSED = "That passkey was not accepted. Please try again or sign in with your password.";

const passkeySignInSchema = z.object({ response: z.string().min(1).max(12_000) });

/**
 * Checks a passkey sign-in and opens the session.
 * @throws SignInRefusal with `PASSKEY_REFUSED` or, past the address's limit, the wait: the message the form shows.
 */
export async function authorizePasskey(
  credentials: unknown,
  headers: Record<string, unknown> | undefined,
): Promise<AuthorizedUser> {
  const reader = headerReader(headers);
  const ip = clientIp(reader);
  const userAgent = reader.get("user-agent");
  const counted = await countAttempt("passkey.sign-in", addressSubject(ip));
  if (!counted.allowed) {
    await recordSignIn({
      user: { id: null, username: "(passkey)" },
      method: "passkey",
      ipAddress: ip,
      userAgent,
      refusal: "locked",
    });
    throw new SignInRefusal(TOO_MANY_ATTEMPTS(describeWait(counted.retryAfterMs)));
  }
  const parsed = passkeySignInSchema.safeParse(credentials ?? {});
  const userId = parsed.success ? await verifyPasskeySignIn(db, parsed.data.response) : null;
  const [user] = userId === null ? [] : await db.select().from(users).where(eq(users.id, userId));
  if (!user?.isActive) {
    await recordLoginAttempt(false);
    await recordSignIn({
      user: user ? { id: user.id, username: user.username } : { id: null, username: "(passkey)" },
      method: "passkey",
      ipAddress: ip,
      userAgent,
      refusal: user ? "deactivated" : "invalid",
    });
    throw new SignInRefusal(PASSKEY_REFUSED);
  }
  await releaseAttempt(counted);
  await recordLoginAttempt(true);
  await recordSignIn({ user: { id: user.id, username: user.username }, method: "passkey", ipAddress: ip, userAgent });
  const sid = await createSession(user.id, userAgent ?? undefined, ip);
  return { id: String(user.id), name: user.username, email: user.email, sid };
}
