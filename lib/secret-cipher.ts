/**
 * Secrets the server must read back (a remote site's key, a chat app's webhook URL or bot token) are kept
 * sealed with AES-256-GCM under a key derived by HKDF-SHA256 from one deployment secret,
 * `FEDERATION_ENCRYPTION_KEY`, or `NEXTAUTH_SECRET` when that is unset (docs/decisions/federation-and-health.md "Chat-app alert
 * channels"). Each kind of secret derives its own key (its HKDF `info`), so a sealed value of one kind never
 * opens as another. Rotating the deployment secret makes every stored secret unreadable: they must be
 * entered again.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens one kind of secret with one deployment secret. */
export interface SecretCipher {
  /** `v1.<base64url(iv | tag | ciphertext)>`; a fresh random IV each time. */
  encrypt(plain: string): string;
  /** @throws Error naming the kind of secret when the text was not sealed with this key or was altered. */
  decrypt(stored: string): string;
}

/** What a cipher seals: HKDF's `salt` and `info`, and the secret's name in error messages ("site key"). */
export interface SecretPurpose {
  salt: string;
  info: string;
  name: string;
}

/** A cipher whose AES-256 key is HKDF-SHA256(`secret`, `purpose.salt`, `purpose.info`). */
export function createSecretCipher(secret: string, purpose: SecretPurpose): SecretCipher {
  const aesKey = Buffer.from(hkdfSync("sha256", secret, purpose.salt, purpose.info, 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", aesKey, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url")}`;
    },
    decrypt(stored) {
      const [version, payload] = stored.split(".");
      if (version !== VERSION || !payload) throw new Error(`Stored ${purpose.name} has an unknown format`);
      const raw = Buffer.from(payload, "base64url");
      if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error(`Stored ${purpose.name} is truncated`);
      const decipher = createDecipheriv("aes-256-gcm", aesKey, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        throw new Error(
          `Stored ${purpose.name} cannot be decrypted: was FEDERATION_ENCRYPTION_KEY or NEXTAUTH_SECRET changed?`,
        );
      }
    },
  };
}

/** The deployment secret every stored secret is sealed with. */
export function deploymentSecret(): string {
  return env.FEDERATION_ENCRYPTION_KEY ?? env.NEXTAUTH_SECRET;
}
