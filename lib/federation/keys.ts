/**
 * Site keys (docs/federation-protocol.md "Keys"): 32 random bytes, base64url. The hub must present a
 * site's key when it calls the site, so it keeps the key encrypted (AES-256-GCM) in
 * `federated_sites.api_key`, plus its SHA-256 in `api_key_hash` for lookups by key. The encryption key
 * is derived with HKDF-SHA256 from `FEDERATION_ENCRYPTION_KEY`, or from `NEXTAUTH_SECRET` when that is
 * unset (rotating the secret then makes stored keys unreadable: those sites need new keys).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new site key: 32 bytes from the CSPRNG, base64url (43 characters). */
export function generateSiteKey(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a key, lowercase hex (64 characters). */
export function hashSiteKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Encrypts and decrypts site keys with one secret. */
export interface KeyCipher {
  /** `v1.<base64url(iv | tag | ciphertext)>`; a fresh random IV each time. */
  encrypt(key: string): string;
  /** @throws Error when the text was not produced with this secret or was altered. */
  decrypt(stored: string): string;
}

/**
 * A cipher whose AES-256 key is HKDF-SHA256(`secret`) with `info` naming what it seals, so two kinds of
 * secret sealed with one deployment secret never share a key (authenticator secrets use their own).
 */
export function createKeyCipher(secret: string, info = "site-api-key v1"): KeyCipher {
  const aesKey = Buffer.from(hkdfSync("sha256", secret, "cps-federation", info, 32));
  return {
    encrypt(key) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", aesKey, iv);
      const ciphertext = Buffer.concat([cipher.update(key, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url")}`;
    },
    decrypt(stored) {
      const [version, payload] = stored.split(".");
      if (version !== VERSION || !payload) throw new Error("Stored site key has an unknown format");
      const raw = Buffer.from(payload, "base64url");
      if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error("Stored site key is truncated");
      const decipher = createDecipheriv("aes-256-gcm", aesKey, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        throw new Error("Stored site key cannot be decrypted: was FEDERATION_ENCRYPTION_KEY or NEXTAUTH_SECRET changed?");
      }
    },
  };
}

let cipher: KeyCipher | undefined;
/** The cipher bound to this deployment's secret. */
export function siteKeyCipher(): KeyCipher {
  return (cipher ??= createKeyCipher(env.FEDERATION_ENCRYPTION_KEY ?? env.NEXTAUTH_SECRET));
}

/** What to store for a new key: the encrypted key and its hash. */
export function sealSiteKey(key: string): { apiKey: string; apiKeyHash: string } {
  return { apiKey: siteKeyCipher().encrypt(key), apiKeyHash: hashSiteKey(key) };
}
