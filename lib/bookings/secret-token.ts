/**
 * The bookings' secret tokens (docs/decisions/bookings.md "Bookings"): a guest's manage link and a host's calendar
 * feed. 256 random bits in base64url, handed out once (in the guest's e-mail, on the host's settings);
 * only their SHA-256 is stored, so a leaked table opens nothing.
 */
import { createHash, randomBytes } from "node:crypto";

/** A fresh token and the hash to store. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: secretTokenHash(token) };
}

/** The stored form of `token`: SHA-256, hex. */
export function secretTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `value` has a token's shape (43 base64url characters), checked before any look-up. */
export function isSecretToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
