/** What GET /api/live accepts as `topics` (lib/live/topics.ts, docs/decisions/data-and-jobs.md "Live updates"). */
import { describe, expect, it } from "vitest";
import { liveTopic, liveTopicsParam, MAX_TOPICS_PER_STREAM } from "@/lib/live/topics";

describe("live topics", () => {
  it("names a list, or one row of it", () => {
    expect(liveTopic("leads")).toBe("leads");
    expect(liveTopic("lead", 42)).toBe("lead:42");
  });

  it("reads a comma-separated list, trimmed, each topic once", () => {
    expect(liveTopicsParam.parse(" leads , lead:42,leads,,")).toEqual(["leads", "lead:42"]);
  });

  it("refuses a name that is not registered, or a row id that is not one", () => {
    for (const raw of ["messages", "lead:0", "lead:-1", "lead:abc", "lead:", "leads;drop"]) {
      expect(liveTopicsParam.safeParse(raw).success, raw).toBe(false);
    }
  });

  it("wants at least one topic and at most the stream's limit", () => {
    expect(liveTopicsParam.safeParse(" , ").error?.issues[0]?.message).toBe("Name at least one topic");
    const many = Array.from({ length: MAX_TOPICS_PER_STREAM + 1 }, (_, i) => `lead:${i + 1}`).join(",");
    expect(liveTopicsParam.safeParse(many).success).toBe(false);
    expect(liveTopicsParam.safeParse(undefined).error?.issues[0]?.message).toBe("topics is required");
  });
});
