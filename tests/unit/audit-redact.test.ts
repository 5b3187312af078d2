/** What an audit row keeps of the submitted fields (docs/decisions/auth-and-roles.md "Audit log"): no secret, no whole body, no webhook path. */
import { describe, expect, it } from "vitest";
import { isSecretField, REDACTED, redactChanges, TEXT_GRAPHEMES } from "@/lib/audit/redact";

describe("secret fields", () => {
  it.each([
    "password",
    "newPassword",
    "current_password",
    "apiKey",
    "APIKey",
    "siteKey",
    "key",
    "totp-secret",
    "recoveryCodes",
    "token",
    "resetToken",
    "code",
  ])("redacts %s", (name) => {
    expect(isSecretField(name)).toBe(true);
    expect(redactChanges({ [name]: "hunter2" })).toEqual({ [name]: REDACTED });
  });

  it.each(["keyword", "title", "status", "email", "ownerNote", "description", "monkey"])("keeps %s", (name) => {
    expect(isSecretField(name)).toBe(false);
  });

  it("redacts secrets nested in objects and arrays, and a whole secret object", () => {
    expect(
      redactChanges({ channel: { name: "Ops", secret: "s3" }, items: [{ token: "t" }], credentials: { user: "u" } }),
    ).toEqual({
      channel: { name: "Ops", secret: REDACTED },
      items: [{ token: REDACTED }],
      credentials: REDACTED,
    });
  });
});

describe("text", () => {
  it(`keeps the first ${TEXT_GRAPHEMES} characters of a long text, cut between graphemes`, () => {
    const family = "👨‍👩‍👧‍👦";
    const body = `${"a".repeat(TEXT_GRAPHEMES - 1)}${family}${"tail".repeat(50)}`;
    const kept = redactChanges({ body })!.body as string;
    expect(kept).toBe(`${"a".repeat(TEXT_GRAPHEMES - 1)}${family}…`);
  });

  it("keeps a URL's origin only, since a webhook URL carries its secret in the path or query", () => {
    expect(redactChanges({ target: "https://hooks.example.com/services/T000/B000/XXXX?token=abc" })).toEqual({
      target: "https://hooks.example.com/…",
    });
    expect(redactChanges({ target: "https://user:pw@example.com/" })).toEqual({ target: "https://example.com/…" });
    expect(redactChanges({ site: "https://example.com" })).toEqual({ site: "https://example.com" });
  });

  it("removes control characters a jsonb column refuses", () => {
    expect(redactChanges({ note: "a\u0000b" })).toEqual({ note: "ab" });
  });
});

describe("shape", () => {
  it("keeps numbers, booleans, null and dates, and drops what JSON cannot hold", () => {
    expect(
      redactChanges({ n: 3, ok: false, none: null, at: new Date("2026-01-02T03:04:05Z"), fn: () => 1, inf: Infinity }),
    ).toEqual({
      n: 3,
      ok: false,
      none: null,
      at: "2026-01-02T03:04:05.000Z",
      inf: null,
    });
  });

  it("bounds arrays, objects and depth", () => {
    const wide = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, i]));
    expect(Object.keys(redactChanges(wide)!)).toHaveLength(20);
    expect((redactChanges({ list: Array.from({ length: 30 }, (_, i) => i) })!.list as number[]).length).toBe(20);
    expect(redactChanges({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: {} } } });
  });

  it("records nothing for nothing", () => {
    expect(redactChanges({})).toBeNull();
    expect(redactChanges(null)).toBeNull();
    expect(redactChanges("text")).toBeNull();
  });
});
