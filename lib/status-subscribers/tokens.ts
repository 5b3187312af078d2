/**
 * The signed links of a subscription (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance",
 * "A confirmation link works once"): "confirm" in the opt-in message and "unsubscribe" in every notice,
 * signed with HMAC-SHA256 under a key derived from `NEXTAUTH_SECRET` (HKDF), so nothing is stored per
 * link and one purpose's token never passes for the other's.
 * - An unsubscribe token is `<subscriber id>.<signature>`: it works until the subscription is deleted.
 * - A confirm token is `<subscriber id>.<ms since the epoch>.<signature>`, naming the confirmation
 *   message it came in (`confirmation_sent_at`): it confirms that request and no later one.
 */
import { createHmac, hkdfSync } from "node:crypto";
import { env } from "@/lib/env";
import { MAX_ROW_ID } from "@/lib/input/row-id";
import { secretsEqual } from "@/lib/secrets-equal";

/** What a link does. */
export type SubscriptionTokenPurpose = "confirm" | "unsubscribe";

let key: Buffer | null = null;

/** The HMAC key, derived once per process from `NEXTAUTH_SECRET`. */
function signingKey(): Buffer {
  key ??= Buffer.from(hkdfSync("sha256", env.NEXTAUTH_SECRET, "cps-status-subscribers", "subscription link v1", 32));
  return key;
}

const signature = (purpose: SubscriptionTokenPurpose, payload: string) =>
  createHmac("sha256", signingKey()).update(`${purpose}:${payload}`).digest("base64url");

/** The unsubscribe token of subscriber `subscriberId` (URL-safe). */
export function subscriptionToken(purpose: "unsubscribe", subscriberId: number): string {
  return `${subscriberId}.${signature(purpose, String(subscriberId))}`;
}

/** The confirm token of the confirmation message queued for subscriber `subscriberId` at `sentAt` (URL-safe). */
export function confirmationToken(subscriberId: number, sentAt: Date): string {
  const payload = `${subscriberId}.${sentAt.getTime()}`;
  return `${payload}.${signature("confirm", payload.replace(".", ":"))}`;
}

const ID = "([1-9][0-9]{0,9})";
const SIGNATURE = "([A-Za-z0-9_-]{43})";
const UNSUBSCRIBE_TOKEN = new RegExp(`^${ID}\\.${SIGNATURE}$`);
const CONFIRM_TOKEN = new RegExp(`^${ID}\\.([1-9][0-9]{0,14})\\.${SIGNATURE}$`);

/** The subscriber id an unsubscribe token names, or null for a token that is malformed or not ours. */
export function verifySubscriptionToken(purpose: "unsubscribe", token: string | null | undefined): number | null {
  const match = UNSUBSCRIBE_TOKEN.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  if (id > MAX_ROW_ID) return null;
  return secretsEqual(match[2]!, signature(purpose, match[1]!)) ? id : null;
}

/** The subscriber and confirmation message a confirm token names, or null for a token that is malformed or not ours. */
export function verifyConfirmationToken(
  token: string | null | undefined,
): { subscriberId: number; sentAt: Date } | null {
  const match = CONFIRM_TOKEN.exec(token ?? "");
  if (!match) return null;
  const subscriberId = Number(match[1]);
  const sentAt = new Date(Number(match[2]));
  if (subscriberId > MAX_ROW_ID || Number.isNaN(sentAt.getTime())) return null;
  return secretsEqual(match[3]!, signature("confirm", `${match[1]}:${match[2]}`)) ? { subscriberId, sentAt } : null;
}
