import { describe, expect, it } from "vitest";
import type { TodoItem } from "@/lib/db/schema";
import { renderWeeklyDigest } from "@/lib/todos/digest-email";
import { buildWeeklyDigest } from "@/lib/todos/digest";

let nextId = 1;
function todo(fields: Partial<TodoItem> & Pick<TodoItem, "title">): TodoItem {
  const at = new Date("2025-02-01T00:00:00Z");
  return {
    id: nextId++,
    description: null,
    priority: "medium",
    status: "pending",
    category: "general",
    dueDate: null,
    completedAt: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

// Sent on Monday 2025-03-10 at 09:00 UTC: the week is Monday 3 to Sunday 9 March.
const now = new Date("2025-03-10T09:00:00Z");
const todos = [
  todo({
    title: "Ship login page",
    status: "completed",
    category: "feature",
    completedAt: new Date("2025-03-05T10:00:00Z"),
  }),
  todo({
    title: "Fix slow query",
    status: "completed",
    category: "technical",
    priority: "high",
    completedAt: new Date("2025-03-09T23:59:00Z"),
  }),
  todo({
    title: "Done last month",
    status: "completed",
    category: "feature",
    completedAt: new Date("2025-02-20T10:00:00Z"),
  }),
  todo({
    title: "Done this morning",
    status: "completed",
    category: "feature",
    completedAt: new Date("2025-03-10T08:00:00Z"),
  }),
  todo({ title: "Call the accountant", category: "business", dueDate: "2025-03-07" }),
  todo({ title: "Redesign checkout", category: "ux", status: "in-progress", dueDate: "2025-03-20" }),
  todo({ title: "Write docs", category: "technical", priority: "low" }),
];

describe("weekly digest contents", () => {
  const digest = buildWeeklyDigest(todos, now, "UTC");
  const titles = (section: "completed" | "pending" | "overdue") =>
    digest[section].flatMap((g) => g.items.map((i) => i.title));

  it("covers the seven full days before the day of sending", () => {
    expect(digest).toMatchObject({ weekStartDate: "2025-03-03", weekEndDate: "2025-03-09" });
    expect(titles("completed")).toEqual(["Fix slow query", "Ship login page"]);
  });

  it("lists open items, and overdue ones separately, by category in the spec's order", () => {
    expect(titles("overdue")).toEqual(["Call the accountant"]);
    expect(digest.pending.map((g) => g.category)).toEqual(["technical", "ux"]);
    expect(titles("pending")).toEqual(["Write docs", "Redesign checkout"]);
    expect(digest.totals).toEqual({ total: 7, completed: 2, open: 3, inProgress: 1, overdue: 1 });
  });

  it("reads the week in the schedule's time zone", () => {
    // In Auckland it is already Monday evening: the 23:59 UTC Sunday completion falls on Monday the 10th.
    const auckland = buildWeeklyDigest(todos, now, "Pacific/Auckland");
    expect(auckland).toMatchObject({ weekStartDate: "2025-03-03", weekEndDate: "2025-03-09" });
    expect(auckland.completed.flatMap((g) => g.items.map((i) => i.title))).toEqual(["Ship login page"]);
  });

  it("a manual send covers the last 7 days up to now, so this morning's completed work is in it", () => {
    const manual = buildWeeklyDigest(todos, now, "UTC", "last-7-days");
    expect(manual).toMatchObject({ period: "last-7-days", weekStartDate: "2025-03-04", weekEndDate: "2025-03-10" });
    // Wednesday 5th, Sunday 9th and Monday 10th at 08:00 (before sending at 09:00); not Monday 3rd's week start.
    expect(manual.completed.flatMap((g) => g.items.map((i) => i.title))).toEqual([
      "Fix slow query",
      "Ship login page",
      "Done this morning",
    ]);
    expect(titles("completed")).not.toContain("Done this morning");
  });

  it("says which week in the e-mail's heading", async () => {
    const automatic = await renderWeeklyDigest(digest, "https://example.test/weekly-todo");
    expect(automatic.text.split("\n").slice(0, 2)).toEqual([
      "Weekly TODO digest: 2025-03-03 to 2025-03-09",
      "The previous full week, Monday to Sunday (UTC).",
    ]);
    expect(automatic.html).toContain("Weekly TODO digest: 2025-03-03 to 2025-03-09</h1>");
    const manual = await renderWeeklyDigest(
      buildWeeklyDigest(todos, now, "UTC", "last-7-days"),
      "https://example.test/weekly-todo",
    );
    expect(manual.text.split("\n").slice(0, 2)).toEqual([
      "Weekly TODO digest: 2025-03-04 to 2025-03-10",
      "The last 7 days up to the time of sending, today included (UTC).",
    ]);
    expect(manual.html).toContain("Weekly TODO digest: 2025-03-04 to 2025-03-10</h1>");
  });

  it("renders an HTML and a plain-text e-mail with every section", async () => {
    const email = await renderWeeklyDigest(digest, "https://example.test/weekly-todo");
    expect(email.subject).toBe("Weekly TODO digest 2025-03-03 to 2025-03-09: 2 completed, 3 open, 1 overdue");
    for (const body of [email.html, email.text]) {
      expect(body).toContain("Overdue");
      expect(body).toContain("Completed this week");
      expect(body).toContain("Call the accountant");
      expect(body).toContain("Fix slow query");
      expect(body).toContain("https://example.test/weekly-todo");
      expect(body).not.toContain("Done last month");
    }
    expect(email.html).toMatch(/^<!DOCTYPE html/i);
    expect(email.text).toContain("Technical:\n  - Fix slow query (high priority)");
    expect(email.text).toContain("UX:\n  - Redesign checkout (medium priority, In Progress, due 2025-03-20)");
  });
});
