/**
 * The SMS routing decision (lib/sms-intake/routing/decide-route.ts, patterns.ts; docs/sms.md "Routing"): which route a
 * message reaches, told through `compileRoutingTable` + `decideRoute` as the webhook uses them, and which
 * patterns the route form refuses (`patternError`).
 */
import { describe, expect, it } from "vitest";
import { patternError } from "@/lib/sms-intake/routing/patterns";
import { compileRoutingTable, decideRoute } from "@/lib/sms-intake/routing/decide-route";
import type { PatternType } from "@/lib/sms-intake/routing/schemas";

type RouteRow = Parameters<typeof compileRoutingTable>[0][number];
type NumberRow = Parameters<typeof compileRoutingTable>[1][number];

const SHARED = "+15550000001";
const SALES = "+15550000002";
const RETIRED = "+15550000003";
const UNCONFIGURED = "+15559999999";
const NUMBERS: NumberRow[] = [
  { id: 1, phoneNumber: SHARED, isActive: true, noMatchAction: "project_code" },
  { id: 2, phoneNumber: SALES, isActive: true, noMatchAction: "reject" },
  { id: 3, phoneNumber: RETIRED, isActive: false, noMatchAction: "project_code" },
];

let nextId = 1;
/** A stored, active, global route matching "order" unless told otherwise. */
function route(fields: Partial<RouteRow> = {}): RouteRow {
  const id = fields.id ?? nextId++;
  return {
    id,
    name: `Route ${id}`,
    pattern: "order",
    patternType: "contains",
    targetType: "webhook",
    targetValue: `https://example.com/hooks/${id}`,
    priority: 100,
    isActive: true,
    phoneNumberId: null,
    ...fields,
  };
}

/** The id of the route a message with `body` sent `to` reaches, or null. */
function routeFor(routes: RouteRow[], body: string, to = SHARED): number | null {
  return decideRoute(compileRoutingTable(routes, NUMBERS, 1), { body, to }).route?.id ?? null;
}

/** Whether a single route of `patternType` with `pattern` catches `body`. */
const catches = (patternType: PatternType, pattern: string, body: string) =>
  routeFor([route({ patternType, pattern })], body) !== null;

describe("pattern types", () => {
  it("contains matches the pattern anywhere, in any case", () => {
    expect(catches("contains", "Pizza", "  I'd like a PIZZA tonight  ")).toBe(true);
    expect(catches("contains", "pizza", "pasta tonight please")).toBe(false);
  });

  it("starts_with matches the start of the trimmed message only", () => {
    expect(catches("starts_with", "ORDER", "   order 1234")).toBe(true);
    expect(catches("starts_with", "order", "where is my order")).toBe(false);
  });

  it("ends_with matches the end of the trimmed message only", () => {
    expect(catches("ends_with", "thanks", "all good, THANKS \n")).toBe(true);
    expect(catches("ends_with", "thanks", "thanks, one more thing")).toBe(false);
  });

  it("exact matches the whole trimmed message, in any case, and not a longer one", () => {
    expect(catches("exact", "Menu", "  MENU\n")).toBe(true);
    expect(catches("exact", "  menu  ", "menu")).toBe(true);
    expect(catches("exact", "menu", "menu please")).toBe(false);
    expect(catches("exact", "menu", "the menu")).toBe(false);
  });

  it("regex matches case-insensitively", () => {
    const pattern = String.raw`^order\s+#?\d{4,}`;
    expect(catches("regex", pattern, "ORDER #12345")).toBe(true);
    expect(catches("regex", pattern, "  Order 1234 arrived?")).toBe(true);
    expect(catches("regex", pattern, "order 12")).toBe(false);
    expect(catches("regex", pattern, "my order 1234")).toBe(false);
  });

  it("keyword patterns take regex characters literally", () => {
    expect(catches("contains", "(a+)", "price (a+) list")).toBe(true);
    expect(catches("contains", "a+", "aaa")).toBe(false);
    expect(patternError("contains", "(")).toBeNull();
  });
});

describe("regex validation", () => {
  it("accepts a valid pattern of up to 500 characters and refuses a longer one", () => {
    expect(patternError("regex", String.raw`^order\s+#?\d{4,}`)).toBeNull();
    expect(patternError("regex", "a".repeat(500))).toBeNull();
    expect(patternError("regex", "a".repeat(501))).toMatch(/500 characters/);
  });

  it.each(["(", "[a-", "a{2,1}", "*a"])("refuses invalid syntax %s", (pattern) => {
    expect(patternError("regex", pattern)).toMatch(/Invalid regular expression/);
  });

  it.each([
    ["a backreference", String.raw`(a)\1`],
    ["a lookahead", "(?=x)"],
    ["a negative lookahead", "order(?!s)"],
    ["a lookbehind", "(?<=#)\\d+"],
  ])("refuses %s, naming RE2", (_kind, pattern) => {
    expect(patternError("regex", pattern)).toMatch(/RE2/);
  });

  // A backtracking engine would take exponential time on these and hang the test; RE2JS is linear.
  it.each([String.raw`(a+)+$`, String.raw`^(a|aa)+$`, String.raw`(a*)*b$`, String.raw`^(\w+\s?)*$`])(
    "runs the catastrophic pattern %s without hanging",
    (pattern) => {
      expect(patternError("regex", pattern)).toBeNull();
      const hostile = "a".repeat(30_000) + "!";
      expect(catches("regex", pattern, hostile)).toBe(false);
    },
  );

  it("still matches with a catastrophic pattern when the text fits", () => {
    expect(catches("regex", String.raw`(a+)+$`, "a".repeat(30_000))).toBe(true);
    expect(catches("regex", String.raw`(a+)+$`, "a".repeat(30_000) + "b")).toBe(false);
  });
});

describe("decision order", () => {
  it("checks the lower priority number first, whatever order the routes were saved in", () => {
    const urgent = route({ priority: 10 });
    const general = route({ priority: 50 });
    expect(routeFor([general, urgent], "order 1234")).toBe(urgent.id);
    expect(routeFor([urgent, general], "order 1234")).toBe(urgent.id);
  });

  it("breaks priority ties by the older route (lower id)", () => {
    expect(routeFor([route({ id: 107 }), route({ id: 103 }), route({ id: 105 })], "order 1234")).toBe(103);
  });

  it("sends a message to the first route that matches, not a later one", () => {
    const anyOrder = route({ pattern: "order", priority: 20 });
    const bigOrder = route({ pattern: String.raw`order\s+\d{4,}`, patternType: "regex", priority: 30 });
    const pizza = route({ pattern: "pizza", priority: 1 });
    const routes = [bigOrder, anyOrder, pizza];
    expect(routeFor(routes, "order 1234")).toBe(anyOrder.id);
    expect(routeFor(routes, "pizza order 1234")).toBe(pizza.id);
    expect(routeFor(routes, "hello")).toBeNull();
  });

  it("never matches an inactive route", () => {
    const paused = route({ priority: 1, isActive: false });
    const fallback = route({ priority: 200 });
    expect(routeFor([paused, fallback], "order 1234")).toBe(fallback.id);
    expect(routeFor([paused], "order 1234")).toBeNull();
  });
});

describe("number scoping", () => {
  const salesOnly = route({ pattern: "quote", priority: 5, phoneNumberId: 2 });
  const everywhere = route({ pattern: "quote", priority: 10 });

  it("a route scoped to a number matches only messages sent to that number", () => {
    expect(routeFor([salesOnly], "quote please", SALES)).toBe(salesOnly.id);
    expect(routeFor([salesOnly], "quote please", SHARED)).toBeNull();
    expect(routeFor([salesOnly], "quote please", UNCONFIGURED)).toBeNull();
  });

  it("a route for all numbers matches messages to every number, configured or not", () => {
    for (const to of [SHARED, SALES, RETIRED, UNCONFIGURED])
      expect(routeFor([everywhere], "quote please", to)).toBe(everywhere.id);
  });

  it("a scoped route takes its place in priority order among the global ones on its number", () => {
    const routes = [everywhere, salesOnly];
    expect(routeFor(routes, "quote please", SALES)).toBe(salesOnly.id);
    expect(routeFor(routes, "quote please", SHARED)).toBe(everywhere.id);
  });

  it("routes scoped to an inactive number do not match; global routes still do", () => {
    const retiredOnly = route({ pattern: "quote", priority: 1, phoneNumberId: 3 });
    expect(routeFor([retiredOnly], "quote please", RETIRED)).toBeNull();
    expect(routeFor([retiredOnly, everywhere], "quote please", RETIRED)).toBe(everywhere.id);
  });
});

describe("no match", () => {
  const table = compileRoutingTable([route({ pattern: "pizza" })], NUMBERS, 1);

  it("applies the number's no-match behaviour", () => {
    expect(decideRoute(table, { body: "hello", to: SALES })).toEqual({ route: null, noMatchAction: "reject" });
    expect(decideRoute(table, { body: "hello", to: SHARED })).toEqual({ route: null, noMatchAction: "project_code" });
  });

  it("sends messages to an unconfigured number to project-code intake", () => {
    expect(decideRoute(table, { body: "hello", to: UNCONFIGURED })).toEqual({
      route: null,
      noMatchAction: "project_code",
    });
  });

  it("applies the no-match behaviour when there are no routes at all", () => {
    const empty = compileRoutingTable([], NUMBERS, 1);
    expect(decideRoute(empty, { body: "order 1234", to: SALES })).toEqual({ route: null, noMatchAction: "reject" });
  });
});

describe("a stored regex that no longer compiles", () => {
  it("is listed as broken and skipped, while the other routes still work", () => {
    const broken = route({ name: "Old lookahead", pattern: "order(?=\\d)", patternType: "regex", priority: 1 });
    const working = route({ pattern: "order", priority: 50 });
    const table = compileRoutingTable([broken, working], NUMBERS, 1);
    expect(table.broken).toEqual([{ id: broken.id, name: "Old lookahead", reason: expect.stringMatching(/RE2/) }]);
    expect(decideRoute(table, { body: "order1234", to: SHARED }).route?.id).toBe(working.id);
  });
});
