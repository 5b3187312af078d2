import { describe, expect, it } from "vitest";
import {
  messageStatusLabel,
  noMatchCardLabel,
  noMatchTreeLabel,
  patternBadge,
  routeActionLabel,
  successRateLabel,
  targetLabel,
} from "@/components/admin/sms-routing/display";
import { DEFAULT_MESSAGE_SORT, nextMessageSort, sortMessages } from "@/components/admin/sms-routing/sort-messages";
import type { SmsMessageRow } from "@/lib/db/queries/sms-routing";

const message = (id: number, fields: Partial<SmsMessageRow>): SmsMessageRow => ({
  id,
  fromNumber: "+15550000000",
  toNumber: "+15550102030",
  message: "hello",
  routeName: null,
  status: "routed",
  createdAt: new Date(Date.UTC(2025, 6, 21, 9, id)),
  ...fields,
});

describe("SMS Smart Routing display rules (operator-console.md §2, §4, §9)", () => {
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
    expect(messageStatusLabel("unrouted")).toBe("Pending");
    expect(messageStatusLabel("")).toBe("Pending");
  });

  it("rates routed ÷ total as a rounded percent, a dash without messages", () => {
    expect(successRateLabel(2, 3)).toBe("67%");
    expect(successRateLabel(0, 5)).toBe("0%");
    expect(successRateLabel(0, 0)).toBe("—");
  });

  it("words the no-match behaviour", () => {
    expect(noMatchCardLabel("project_code")).toBe("No match: project-code intake");
    expect(noMatchCardLabel("reject")).toBe("No match: reject");
    expect(noMatchTreeLabel("reject")).toBe("Rejected");
    expect(noMatchTreeLabel("project_code")).toBe("Default handling: project-code intake");
  });
});

describe("Recent Messages sorting (operator-console.md §2 'Messages')", () => {
  it("starts newest first; a new column sorts ascending, the same column toggles", () => {
    expect(DEFAULT_MESSAGE_SORT).toEqual({ column: "time", direction: "desc" });
    const byFrom = nextMessageSort(DEFAULT_MESSAGE_SORT, "from");
    expect(byFrom).toEqual({ column: "from", direction: "asc" });
    expect(nextMessageSort(byFrom, "from")).toEqual({ column: "from", direction: "desc" });
    expect(nextMessageSort({ column: "from", direction: "desc" }, "time")).toEqual({ column: "time", direction: "asc" });
  });

  it("sorts by each column, routes without a name as 'Default' and unknown statuses as Pending", () => {
    const rows = [
      message(1, { fromNumber: "+15550000003", routeName: "Zeta", status: "weird", message: "b" }),
      message(2, { fromNumber: "+15550000001", routeName: null, status: "routed", message: "a" }),
      message(3, { fromNumber: "+15550000002", routeName: "Alpha", status: "failed", message: "C" }),
    ];
    const ids = (sort: Parameters<typeof sortMessages>[1]) => sortMessages(rows, sort).map((r) => r.id);
    expect(ids({ column: "time", direction: "desc" })).toEqual([3, 2, 1]);
    expect(ids({ column: "time", direction: "asc" })).toEqual([1, 2, 3]);
    expect(ids({ column: "from", direction: "asc" })).toEqual([2, 3, 1]);
    expect(ids({ column: "from", direction: "desc" })).toEqual([1, 3, 2]);
    expect(ids({ column: "message", direction: "asc" })).toEqual([2, 1, 3]);
    expect(ids({ column: "route", direction: "asc" })).toEqual([3, 2, 1]);
    expect(ids({ column: "status", direction: "asc" })).toEqual([3, 1, 2]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
