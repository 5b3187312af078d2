/**
 * Site keys (docs/federation-protocol.md "Site keys"): 32 random bytes, base64url. The hub must present a
 * site's key when it calls the site, so it keeps the key encrypted (AES-256-GCM) in
 * `federated_sites.api_key`, plus its SHA-256 in `api_key_hash` for lookups by key. The encryption key
 * is derived with HKDF-SHA256 from `FEDERATION_ENCRYPTION_KEY`, or from `NEXTAUTH_SECRET` when that is
 * unset (rotating the secret then makes stored keys unreadable: those sites need new keys).
 */
import { createHash, randomBytes } from "node:crypto";
import { createSecretCipher, deploymentSecret, type SecretCipher } from "@/lib/secret-cipher";

/** A new site key: 32 bytes from the CSPRNG, base64url (43 characters). */
export function generateSiteKey(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a key, lowercase hex (64 characters). */
export function hashSiteKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Encrypts and decrypts site keys with one secret. */
export type KeyCipher = SecretCipher;

/** A cipher whose AES-256 key is HKDF-SHA256(`secret`) for site keys (lib/secret-cipher.ts). */
export function createKeyCipher(secret: string): KeyCipher {
  return createSecretCipher(secret, { salt: "cps-federation", info: "site-api-key v1", name: "site key" });
}

let cipher: KeyCipher | undefined;
/** The cipher bound to this deployment's secret. */
export function siteKeyCipher(): KeyCipher {
  return (cipher ??= createKeyCipher(deploymentSecret()));
}

/** What to store for a new key: the encrypted key and its hash. */
export function sealSiteKey(key: string): { apiKey: string; apiKeyHash: string } {
  return { apiKey: siteKeyCipher().encrypt(key), apiKeyHash: hashSiteKey(key) };
}
