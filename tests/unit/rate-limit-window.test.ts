/** Fixed-window limits as a caller sees them (lib/limits/count-attempt.ts): when a hit is refused and how long to wait. */
import { describe, expect, it } from "vitest";
import { describeWait, rateLimitState } from "@/lib/limits/count-attempt";

const rule = { limit: 3, windowMs: 15 * 60_000 };
const opened = new Date("2026-02-01T10:00:00Z");
const at = (minutes: number) => opened.getTime() + minutes * 60_000;

describe("a fixed window", () => {
  it("allows hits up to the limit, with nothing to wait for", () => {
    expect(rateLimitState(3, opened, rule, at(1))).toEqual({
      allowed: true,
      count: 3,
      retryAfterMs: 0,
      windowLeftMs: 14 * 60_000,
    });
  });

  it("refuses the hit past the limit until the window ends", () => {
    const refused = rateLimitState(4, opened, rule, at(5));
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(10 * 60_000);
  });

  it("never asks to wait a negative time once the window is over", () => {
    expect(rateLimitState(9, opened, rule, at(20)).windowLeftMs).toBe(0);
  });
});

describe("a wait in words", () => {
  it("rounds up to whole minutes, at least one", () => {
    expect(describeWait(0)).toBe("1 minute");
    expect(describeWait(30_000)).toBe("1 minute");
    expect(describeWait(60_001)).toBe("2 minutes");
    expect(describeWait(15 * 60_000)).toBe("15 minutes");
  });
});
