import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

const tempDataDir = () => path.join(mkdtempSync(path.join(tmpdir(), "env-test-")), "pglite");

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({ NODE_ENV: "development", PGLITE_DIR: tempDataDir() });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_BASE_URL).toBe("http://localhost:3000");
    expect(env.isProduction).toBe(false);
  });

  it("puts the port the app listens on in the default public address (the start banner prints it)", () => {
    const env = parseEnv({ NODE_ENV: "development", PGLITE_DIR: tempDataDir(), PORT: "3999" });
    expect(env.PUBLIC_BASE_URL).toBe("http://localhost:3999");
    const set = parseEnv({ PGLITE_DIR: tempDataDir(), PORT: "3999", PUBLIC_BASE_URL: "https://example.com" });
    expect(set.PUBLIC_BASE_URL).toBe("https://example.com");
  });

  it("stops production start-up without NEXTAUTH_SECRET, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET is not set/);
  });

  it("accepts production with a secret", () => {
    const env = parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(32) });
    expect(env.NEXTAUTH_SECRET).toBe("x".repeat(32));
    expect(env.isProduction).toBe(true);
  });

  it("lets next build run without NEXTAUTH_SECRET, and refuses it the public address", () => {
    const env = parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" });
    expect(env.isBuildPhase).toBe(true);
    expect(env.NEXTAUTH_SECRET).toHaveLength(43);
    expect(() => env.PUBLIC_BASE_URL).toThrow(/PUBLIC_BASE_URL was read while next build prerendered a page/);
    // The server started from that build checks the secret again.
    expect(() => parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-server" })).toThrow(
      /NEXTAUTH_SECRET is not set/,
    );
  });

  it("rejects a secret shorter than 16 characters", () => {
    expect(() => parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "short" })).toThrow(/at least 16 characters/);
  });

  it("lists every invalid variable in one message", () => {
    let message = "";
    try {
      parseEnv({ DATABASE_URL: "mysql://db", PUBLIC_BASE_URL: "not a url", ADMIN_EMAIL: "nope" });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    expect(message).toContain("PUBLIC_BASE_URL");
    expect(message).toContain("ADMIN_EMAIL must be an e-mail address");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({
      NODE_ENV: "development",
      DATABASE_URL: "",
      RESEND_API_KEY: "  ",
      PGLITE_DIR: tempDataDir(),
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RESEND_API_KEY).toBeUndefined();
  });

  it("generates a development secret once and keeps it in the data folder", () => {
    const dir = tempDataDir();
    const first = parseEnv({ NODE_ENV: "development", PGLITE_DIR: dir });
    const second = parseEnv({ NODE_ENV: "development", PGLITE_DIR: dir });
    expect(first.NEXTAUTH_SECRET).toHaveLength(43);
    expect(second.NEXTAUTH_SECRET).toBe(first.NEXTAUTH_SECRET);
    expect(readFileSync(path.join(path.dirname(dir), "dev-nextauth-secret"), "utf8")).toBe(first.NEXTAUTH_SECRET);
  });
});
