import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const { createKeyCipher, generateSiteKey, hashSiteKey } = await import("@/lib/federation/keys");
const { secretsEqual } = await import("@/lib/secrets-equal");
const { bearerToken, matchSiteKey } = await import("@/lib/federation/remote-site/site-key");

describe("site keys", () => {
  it("are 32 random bytes in base64url, different every time", () => {
    const a = generateSiteKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(generateSiteKey()).not.toBe(a);
  });

  it("round-trip through AES-256-GCM, never stored in plain text, with a fresh IV each time", () => {
    const cipher = createKeyCipher("a-server-secret-of-at-least-32-characters");
    const key = generateSiteKey();
    const first = cipher.encrypt(key);
    const second = cipher.encrypt(key);
    expect(first).toMatch(/^v1\./);
    expect(first).not.toContain(key);
    expect(second).not.toBe(first);
    expect(cipher.decrypt(first)).toBe(key);
    expect(cipher.decrypt(second)).toBe(key);
  });

  it("refuse to decrypt with another secret or after tampering", () => {
    const stored = createKeyCipher("secret-one-secret-one-secret-one-xx").encrypt("the-key");
    expect(() => createKeyCipher("secret-two-secret-two-secret-two-xx").decrypt(stored)).toThrow(/cannot be decrypted/);
    const raw = Buffer.from(stored.slice(3), "base64url");
    raw[raw.length - 1]! ^= 1;
    expect(() =>
      createKeyCipher("secret-one-secret-one-secret-one-xx").decrypt(`v1.${raw.toString("base64url")}`),
    ).toThrow(/cannot be decrypted/);
    expect(() => createKeyCipher("x".repeat(32)).decrypt("plain-text-key")).toThrow(/unknown format/);
  });

  it("hash to SHA-256 hex and compare in constant time", () => {
    expect(hashSiteKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    expect(secretsEqual("same-key", "same-key")).toBe(true);
    expect(secretsEqual("same-key", "other-key-of-another-length")).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe("the key this app accepts as a remote site", () => {
  const envKey = "k".repeat(40);
  const stored = generateSiteKey();

  it("answers 'unconfigured' (503) when no key is set at all", () => {
    expect(matchSiteKey("anything", { storedHashes: [] })).toBe("unconfigured");
  });

  it("accepts the environment key or the stored one, refuses anything else, always through timingSafeEqual", () => {
    const accepted = { envKey, storedHashes: [hashSiteKey(stored)] };
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    expect(matchSiteKey(envKey, accepted)).toBe("ok");
    expect(matchSiteKey(stored, accepted)).toBe("ok");
    expect(matchSiteKey(`${stored}x`, accepted)).toBe("denied");
    expect(matchSiteKey(null, accepted)).toBe("denied");
    expect(spy).toHaveBeenCalledTimes(8);
  });

  it("reads only a well-formed bearer header", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer abc")).toBeNull();
    expect(bearerToken("Bearer a b")).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
