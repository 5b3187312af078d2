/**
 * The Weekly TODO forms (lib/todos/schemas.ts, lib/todos/labels.ts, components/todos/todo-values.ts;
 * docs/spec/site-and-admin.md §4, §5 "TODO", §9 defaults).
 */
import { describe, expect, it } from "vitest";
import { todoInputOf } from "@/components/todos/todo-values";
import type { TodoItem } from "@/lib/db/schema";
import { isTimeZone } from "@/lib/format/date";
import { labelOf, STATUS_LABELS } from "@/lib/todos/labels";
import { NEW_TODO, schedulerSchema, todoSchema } from "@/lib/todos/schemas";

const stored: TodoItem = {
  id: 9,
  title: "Ship the inbox",
  description: null,
  priority: "high",
  status: "in-progress",
  category: "feature",
  dueDate: "2026-05-01",
  completedAt: null,
  createdAt: new Date("2026-04-01T00:00:00Z"),
  updatedAt: new Date("2026-04-01T00:00:00Z"),
};

describe("a TODO", () => {
  it("starts as a pending, medium, general item", () => {
    expect(todoSchema.parse({ ...NEW_TODO, title: "Call Ana" })).toMatchObject({
      status: "pending",
      priority: "medium",
      category: "general",
    });
  });

  it("needs a title", () => {
    expect(todoSchema.safeParse({ ...NEW_TODO, title: "   " }).error?.issues[0]?.message).toBe("Title is required");
  });

  it("takes a due date that exists, or none", () => {
    const withDue = (dueDate: string) => todoSchema.safeParse({ ...NEW_TODO, title: "T", dueDate });
    expect(withDue("2028-02-29").success).toBe(true);
    expect(withDue("").success).toBe(true);
    for (const bad of ["2027-02-29", "2026-13-01", "01/05/2026", "tomorrow"]) {
      expect(withDue(bad).error?.issues[0]?.message, bad).toBe("Please enter a valid date");
    }
  });

  it("opens in the edit dialog as stored", () => {
    expect(todoInputOf(stored)).toEqual({
      title: "Ship the inbox",
      description: "",
      priority: "high",
      category: "feature",
      status: "in-progress",
      dueDate: "2026-05-01",
    });
  });

  it("opens with the defaults where a stored value is no longer on the lists", () => {
    const old = todoInputOf({ ...stored, priority: "urgent", category: "ops", status: "blocked", dueDate: null });
    expect(old).toMatchObject({
      priority: NEW_TODO.priority,
      category: NEW_TODO.category,
      status: NEW_TODO.status,
      dueDate: "",
    });
  });

  it("shows a status by its word, and an unknown stored one as it is", () => {
    expect(labelOf(STATUS_LABELS, "in-progress")).toBe("In Progress");
    expect(labelOf(STATUS_LABELS, "blocked")).toBe("blocked");
  });
});

describe("the digest schedule", () => {
  const schedule = {
    isEnabled: true,
    scheduleDay: "monday",
    scheduleTime: "09:00",
    timeZone: "Europe/Berlin",
  };

  it("reads a time as HH:MM:SS", () => {
    expect(schedulerSchema.parse(schedule).scheduleTime).toBe("09:00:00");
    expect(schedulerSchema.parse({ ...schedule, scheduleTime: "23:59:30" }).scheduleTime).toBe("23:59:30");
  });

  it("refuses a time of day that does not exist", () => {
    for (const time of ["24:00", "9:00", "12:60"]) {
      expect(schedulerSchema.safeParse({ ...schedule, scheduleTime: time }).error?.issues[0]?.message, time).toBe(
        "Please enter a time as HH:MM",
      );
    }
  });

  it("knows IANA time zones and refuses made-up ones", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(schedulerSchema.safeParse({ ...schedule, timeZone: "Mars/Olympus_Mons" }).error?.issues[0]?.message).toBe(
      "Unknown time zone",
    );
  });
});
