/** The session hint (lib/auth/session-hint.ts): a visitor's public page asks for the session only when the browser holds a session cookie. */
import { describe, expect, it } from "vitest";
import { carriesSessionCookie, sessionHintIn } from "@/lib/auth/session-hint";

describe("session hint", () => {
  it("sees next-auth's session cookie under each of its names, and nothing else", () => {
    expect(carriesSessionCookie(["next-auth.session-token"])).toBe(true);
    expect(carriesSessionCookie(["__Secure-next-auth.session-token"])).toBe(true);
    expect(carriesSessionCookie(["theme", "next-auth.session-token.1"])).toBe(true);
    expect(carriesSessionCookie(["next-auth.csrf-token", "next-auth.callback-url"])).toBe(false);
    expect(carriesSessionCookie([])).toBe(false);
  });

  it("reads the hint from the browser's cookie string wherever it stands", () => {
    expect(sessionHintIn("session-present=1")).toBe(true);
    expect(sessionHintIn("theme=dark; session-present=1; other=2")).toBe(true);
    expect(sessionHintIn("theme=dark")).toBe(false);
    expect(sessionHintIn("not-session-present=1")).toBe(false);
    expect(sessionHintIn("")).toBe(false);
  });
});
