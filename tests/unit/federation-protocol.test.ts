import { describe, expect, it } from "vitest";
import { parseAnalytics } from "@/lib/federation/collected/analytics";
import { parseErrors } from "@/lib/federation/collected/errors";
import { parseFeatures } from "@/lib/federation/collected/features";
import { parseTodos } from "@/lib/federation/collected/todos";
import { DISPLAY_DEFAULTS, MAX_ITEMS_PER_LIST, parseSiteInfo } from "@/lib/federation/protocol";
import { collect } from "@/lib/federation/sync";

describe("lenient parsing of a remote site's data", () => {
  it("fills the spec's display defaults for missing or wrongly typed fields", () => {
    const todos = parseTodos([{}, { title: 42, priority: ["x"], status: null }]);
    expect(todos.dropped).toBe(0);
    expect(todos.items[0]).toMatchObject({
      title: DISPLAY_DEFAULTS.todoTitle,
      priority: "normal",
      status: "pending",
      description: null,
    });
    expect(todos.items[1]).toMatchObject({ title: "42", priority: "normal", status: "pending" });

    const errors = parseErrors([
      { severity: "PANIC", requestMethod: 7 },
      { message: "Disk full", severity: "Critical", requestMethod: "post", requestUrl: "/upload", resolved: "true" },
    ]);
    expect(errors.items[0]).toMatchObject({
      errorMessage: "No error message",
      severity: "medium",
      requestContext: { method: "7", url: null },
      isResolved: false,
    });
    expect(errors.items[1]).toMatchObject({
      errorMessage: "Disk full",
      severity: "critical",
      requestContext: { method: "POST", url: "/upload" },
      isResolved: true,
    });
  });

  it("drops only entries that are not objects, and unwraps items nested with their site", () => {
    const todos = parseTodos([null, "text", 3, { todo: { title: "Nested" }, site: { siteName: "A" } }]);
    expect(todos.items.map((t) => t.title)).toEqual(["Nested"]);
    expect(todos.dropped).toBe(3);
    expect(parseTodos({ not: "a list" })).toEqual({ items: [], dropped: 1 });
    expect(parseTodos(undefined)).toEqual({ items: [], dropped: 0 });
  });

  it("reads bad dates as missing and keeps good ISO 8601 dates", () => {
    const [todo] = parseTodos([{ title: "T", dueDate: "not a date", updatedAt: "2025-03-04T05:06:07Z" }]).items;
    expect(todo!.dueDate).toBeNull();
    expect(todo!.updatedAt?.toISOString()).toBe("2025-03-04T05:06:07.000Z");
  });

  it("caps each list and counts what it left out", () => {
    const many = Array.from({ length: MAX_ITEMS_PER_LIST + 5 }, (_, i) => ({ title: `T${i}` }));
    const parsed = parseTodos(many);
    expect(parsed.items).toHaveLength(MAX_ITEMS_PER_LIST);
    expect(parsed.dropped).toBe(5);
  });

  it("identifies features by name: accepts `name`, drops nameless and repeated ones, defaults the status", () => {
    const parsed = parseFeatures([
      { name: "Orders", status: "weird" },
      { featureName: "Orders" },
      { description: "no name" },
      { featureName: "Blog", status: "Beta" },
    ]);
    expect(parsed.items.map((f) => [f.featureName, f.status])).toEqual([
      ["Orders", "active"],
      ["Blog", "beta"],
    ]);
    expect(parsed.dropped).toBe(2);
  });

  it("normalizes analytics to one record per UTC day, with numeric strings, clamped rates and a default date", () => {
    const now = new Date("2025-06-10T15:00:00Z");
    const single = parseAnalytics(
      { landingPageViews: "12", bounceRate: "1.7", pageLoadTime: "2.345", loginAttempts: -4 },
      now,
    );
    expect(single.items).toEqual([
      expect.objectContaining({
        dataDate: new Date("2025-06-10T00:00:00Z"),
        landingPageViews: 12,
        bounceRate: 1,
        pageLoadTime: 2.345,
        loginAttempts: 0,
        conversionRate: null,
      }),
    ]);
    const days = parseAnalytics(
      [
        { dataDate: "2025-06-09T23:00:00Z", landingPageViews: 1 },
        { dataDate: "2025-06-09T01:00:00Z", landingPageViews: 2 },
      ],
      now,
    );
    expect(days.items).toHaveLength(1);
    expect(days.items[0]!.landingPageViews).toBe(2);
  });

  it("reads the site block's deployment date under either name", () => {
    expect(parseSiteInfo({ deployedAt: "2025-01-01T00:00:00Z" }).deployedAt?.toISOString()).toBe(
      "2025-01-01T00:00:00.000Z",
    );
    expect(parseSiteInfo({ lastDeploymentDate: "2025-02-01T00:00:00Z" }).deployedAt?.toISOString()).toBe(
      "2025-02-01T00:00:00.000Z",
    );
    expect(parseSiteInfo("nonsense")).toEqual({ name: null, version: null, deployedAt: null });
  });

  it("marks a sync partial when sections are missing or items unreadable", () => {
    const complete = collect({ mode: "combined", todos: [], errors: [], features: [], analytics: [], failures: [] });
    expect(complete.notes).toEqual([]);
    const odd = collect({
      mode: "combined",
      todos: [1, { title: "ok" }],
      errors: [],
      features: [],
      analytics: undefined,
      failures: ["The answer had no analytics"],
    });
    expect(odd.notes).toEqual(["The answer had no analytics", "1 TODOs could not be read"]);
    expect(odd.data.analytics).toBeUndefined();
    expect(odd.data.todos).toHaveLength(1);
  });
});
