/**
 * A quote link's token (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): 32 random bytes
 * (256 bits) in base64url, which the identifier rule's `token` kind accepts (lib/input/identifiers.ts);
 * only its SHA-256 is stored, so a database read gives no working link.
 */
import { randomBytes } from "node:crypto";
import { sha256Hex } from "./canonical";

/** A new token and the hash to store. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

/** The stored form of `token`. */
export function hashLinkToken(token: string): string {
  return sha256Hex(token);
}

/** The public address of a quote link. */
export function quoteLinkPath(token: string): string {
  return `/q/${token}`;
}
