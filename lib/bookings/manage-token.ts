/**
 * A guest's manage token (docs/decisions.md "Bookings"): 256 random bits in base64url, sent once in the
 * guest's e-mail links; the booking keeps only its SHA-256, so a leaked table opens no booking.
 */
import { createHash, randomBytes } from "node:crypto";

/** A fresh token and the hash to store. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: manageTokenHash(token) };
}

/** The stored form of `token`: SHA-256, hex. */
export function manageTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `value` has a token's shape (43 base64url characters), checked before any look-up. */
export function isManageToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
