import { describe, expect, it } from "vitest";
import {
  messageStatusLabel,
  noMatchCardLabel,
  noMatchTreeLabel,
  patternBadge,
  routeActionLabel,
  successRateLabel,
  targetLabel,
  unsentLabel,
} from "@/lib/sms-intake/routing/labels";
import { DEFAULT_MESSAGE_SORT, nextMessageSort } from "@/components/sms-routing/sort-messages";

describe("SMS Smart Routing display rules (docs/spec/operator-console.md §2, §4, §9)", () => {
  it("shows patterns as 'type: pattern' and internal targets as 'Internal: name'", () => {
    expect(patternBadge("contains", "hello")).toBe("contains: hello");
    expect(patternBadge("starts_with", "hi")).toBe("starts with: hi");
    expect(targetLabel("webhook", "internal://project-code")).toBe("Internal: project-code");
    expect(targetLabel("phone_number", "+15551234567")).toBe("+1 (555) 123-4567");
    expect(targetLabel("email", "team@example.com")).toBe("team@example.com");
  });

  it("names each route's action in the Decision Tree", () => {
    expect(routeActionLabel("email", "internal://project-code")).toBe("Internal handler: project-code");
    expect(routeActionLabel("webhook", "https://x.example/h")).toBe("External webhook: https://x.example/h");
    expect(routeActionLabel("phone_number", "+15551234567")).toBe("Forward to phone: +1 (555) 123-4567");
    expect(routeActionLabel("email", "a@example.com")).toBe("Forward by e-mail: a@example.com");
  });

  it("shows unknown statuses like pending", () => {
    expect(messageStatusLabel("routed")).toBe("Routed");
    expect(messageStatusLabel("blocked")).toBe("Blocked");
    expect(messageStatusLabel("unsent")).toBe("Not sent (no provider)");
    expect(messageStatusLabel("unrouted")).toBe("Pending");
    expect(messageStatusLabel("")).toBe("Pending");
  });

  it("rates routed ÷ total as a rounded percent, a dash without messages", () => {
    expect(successRateLabel(2, 3)).toBe("67%");
    expect(successRateLabel(0, 5)).toBe("0%");
    expect(successRateLabel(0, 0)).toBe("—");
  });

  it("leaves forwards kept unsent for want of a provider out of the rate and counts them apart", () => {
    // 10 messages: 6 routed, 3 kept unsent, 1 failed: 6 of the 7 that were tried.
    expect(successRateLabel(6, 10, 3)).toBe("86%");
    expect(successRateLabel(0, 3, 3)).toBe("—");
    expect(unsentLabel(3)).toBe("3 not sent (no provider)");
    expect(unsentLabel(0)).toBeNull();
  });

  it("words the no-match behaviour", () => {
    expect(noMatchCardLabel("project_code")).toBe("No match: project-code intake");
    expect(noMatchCardLabel("reject")).toBe("No match: reject");
    expect(noMatchTreeLabel("reject")).toBe("Rejected");
    expect(noMatchTreeLabel("project_code")).toBe("Default handling: project-code intake");
  });
});

describe("Recent Messages sorting (docs/spec/operator-console.md §2 'Messages')", () => {
  it("starts newest first; a new column sorts ascending, the same column toggles", () => {
    expect(DEFAULT_MESSAGE_SORT).toEqual({ column: "time", direction: "desc" });
    const byFrom = nextMessageSort(DEFAULT_MESSAGE_SORT, "from");
    expect(byFrom).toEqual({ column: "from", direction: "asc" });
    expect(nextMessageSort(byFrom, "from")).toEqual({ column: "from", direction: "desc" });
    expect(nextMessageSort({ column: "from", direction: "desc" }, "time")).toEqual({
      column: "time",
      direction: "asc",
    });
  });
});
