/** When a failed outbound message is tried again (lib/outbox/backoff.ts, docs/decisions/data-and-jobs.md "Outbox retries"). */
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, nextAttemptAt } from "@/lib/outbox/backoff";

const now = new Date("2026-03-01T12:00:00Z");
const minutesUntil = (at: Date | null) => (at === null ? null : (at.getTime() - now.getTime()) / 60_000);

describe("outbox retry schedule", () => {
  it("waits 1, 4, 16 and 64 minutes after the first four failures", () => {
    expect([1, 2, 3, 4].map((failed) => minutesUntil(nextAttemptAt(failed, now)))).toEqual([1, 4, 16, 64]);
  });

  it("gives up after five tries in all", () => {
    expect(MAX_ATTEMPTS).toBe(5);
    expect(nextAttemptAt(5, now)).toBeNull();
    expect(nextAttemptAt(6, now)).toBeNull();
  });

  it("counts from the moment it is asked, not from the first try", () => {
    const later = new Date(now.getTime() + 3_600_000);
    expect(nextAttemptAt(1, later)!.getTime() - later.getTime()).toBe(60_000);
  });
});
