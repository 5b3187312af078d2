/** The pure parts of the second factor and sessions: the second step's message, recovery-code typing, user agents, history words. */
import { describe, expect, it } from "vitest";
import { signInMethodLabel, signInOutcomeLabel } from "@/lib/auth/labels";
import { parseSecondStep, secondStepMessage } from "@/lib/auth/second-step";
import { describeUserAgent } from "@/lib/auth/user-agent";
import { hashRecoveryCode } from "@/lib/second-factor/recovery-codes";

describe("the second step's message", () => {
  it("carries the pending token and the factors to the form, and ordinary refusals are not mistaken for it", () => {
    const message = secondStepMessage("tok_en-123", ["authenticator", "passkey"]);
    expect(parseSecondStep(message)).toEqual({ token: "tok_en-123", methods: ["authenticator", "passkey"] });
    expect(parseSecondStep("Invalid username or password")).toBeNull();
    expect(parseSecondStep("Too many failed sign-in attempts. Please try again in 15 minutes.")).toBeNull();
    expect(parseSecondStep(undefined)).toBeNull();
  });
});

describe("recovery codes as typed", () => {
  it("match whatever the case, spaces and dashes, and I, L and O read as 1, 1 and 0", () => {
    const stored = hashRecoveryCode("ab1c-0def-gh1j-km0n");
    expect(hashRecoveryCode("AB1C 0DEF GH1J KM0N")).toBe(stored);
    expect(hashRecoveryCode("abicodefghljkmon")).toBe(stored);
    expect(hashRecoveryCode("ab1c-0def-gh1j-km0p")).not.toBe(stored);
  });
});

describe("a session's browser and system", () => {
  it("names common browsers by major version, and says unknown for nothing usable", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toEqual({ browser: "Microsoft Edge 131", os: "Windows 10" });
    expect(
      describeUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toEqual({
      browser: "Firefox 133",
      os: "macOS Catalina",
    });
    expect(describeUserAgent(null)).toEqual({ browser: "Unknown browser", os: "unknown system" });
  });
});

describe("the sign-in history's words", () => {
  it("tell a sign-in from each refusal, and name the method", () => {
    expect(signInOutcomeLabel({ outcome: "ok", reason: null, changes: { method: "authenticator" } })).toBe("Signed in");
    expect(signInOutcomeLabel({ outcome: "refused", reason: "wrong-second-factor", changes: {} })).toBe(
      "Refused: wrong code or passkey",
    );
    expect(signInOutcomeLabel({ outcome: "refused", reason: "deactivated", changes: {} })).toBe(
      "Refused: account deactivated",
    );
    expect(signInOutcomeLabel({ outcome: "refused", reason: "locked", changes: {}, count: 1200 })).toBe(
      "Refused: too many failed attempts (1,200 times)",
    );
    expect(signInMethodLabel({ outcome: "ok", reason: null, changes: { method: "recovery-code" } })).toBe(
      "Recovery code",
    );
  });
});
