/**
 * The signed links of a subscription (docs/decisions.md "Status pages, incidents and scheduled maintenance"): "confirm" in the opt-in message
 * and "unsubscribe" in every notice. A token is `<subscriber id>.<HMAC-SHA256 of purpose and id>`, keyed
 * by a key derived from `NEXTAUTH_SECRET` (HKDF), so nothing is stored per link, a link works until its
 * subscription is deleted, and one purpose's token never passes for the other's.
 */
import { createHmac, hkdfSync } from "node:crypto";
import { env } from "@/lib/env";
import { secretsEqual } from "@/lib/secrets-equal";

/** What a link does. */
export type SubscriptionTokenPurpose = "confirm" | "unsubscribe";

let key: Buffer | null = null;

/** The HMAC key, derived once per process from `NEXTAUTH_SECRET`. */
function signingKey(): Buffer {
  key ??= Buffer.from(hkdfSync("sha256", env.NEXTAUTH_SECRET, "cps-status-subscribers", "subscription link v1", 32));
  return key;
}

const signature = (purpose: SubscriptionTokenPurpose, subscriberId: number) =>
  createHmac("sha256", signingKey()).update(`${purpose}:${subscriberId}`).digest("base64url");

/** The token of `purpose` for subscriber `subscriberId` (URL-safe). */
export function subscriptionToken(purpose: SubscriptionTokenPurpose, subscriberId: number): string {
  return `${subscriberId}.${signature(purpose, subscriberId)}`;
}

/** The subscriber id a token of `purpose` names, or null for a token that is malformed or not ours. */
export function verifySubscriptionToken(
  purpose: SubscriptionTokenPurpose,
  token: string | null | undefined,
): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  return secretsEqual(match[2]!, signature(purpose, id)) ? id : null;
}
