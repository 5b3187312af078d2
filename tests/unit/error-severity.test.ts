import { describe, expect, it } from "vitest";
import { z } from "zod";
import { classifySeverity, isDatabaseUnreachable } from "@/lib/error-monitor/severity";

function withCode(message: string, code: string, cause?: unknown): Error {
  return Object.assign(new Error(message, cause ? { cause } : undefined), { code });
}

describe("error severity rules", () => {
  it("makes an unreachable database critical, even when the caller said otherwise", () => {
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    const wrapped = new Error("Failed query: select 1", { cause: refused });
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
    expect(classifySeverity(wrapped, { source: "unhandled" })).toBe("critical");
    expect(classifySeverity(wrapped, { source: "handled", severity: "low" })).toBe("critical");
    // SQLSTATE class 08 (connection exception) and server shutdown.
    expect(classifySeverity(withCode("connection failure", "08006"), { source: "handled" })).toBe("critical");
    expect(
      classifySeverity(withCode("terminating connection due to administrator command", "57P01"), { source: "handled" }),
    ).toBe("critical");
  });

  it("does not take a refused connection to another host for the database", () => {
    const webhook = withCode("connect ECONNREFUSED 10.0.0.5:443", "ECONNREFUSED");
    expect(isDatabaseUnreachable(webhook)).toBe(false);
    expect(classifySeverity(webhook, { source: "handled" })).toBe("medium");
  });

  it("uses the caller's severity, else high for an unhandled 500", () => {
    expect(classifySeverity(new Error("outbox gave up"), { source: "handled", severity: "critical" })).toBe("critical");
    expect(classifySeverity(new TypeError("x is undefined"), { source: "unhandled" })).toBe("high");
  });

  it("rates client mistakes low and other handled failures medium", () => {
    const zodError = z.object({ a: z.string() }).safeParse({}).error!;
    expect(classifySeverity(zodError, { source: "handled" })).toBe("low");
    expect(classifySeverity(Object.assign(new Error("Not found"), { status: 404 }), { source: "handled" })).toBe("low");
    expect(classifySeverity(Object.assign(new Error("Bad gateway"), { statusCode: 502 }), { source: "handled" })).toBe(
      "medium",
    );
    expect(classifySeverity("a thrown string", { source: "handled" })).toBe("medium");
  });
});
