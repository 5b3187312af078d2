import { describe, expect, it } from "vitest";
import { LISTED_KIND_NAMES, LISTED_KINDS } from "@/lib/federation/collected/labels";
import { COLLECTED_KINDS, KIND_NAMES, kindAtPath } from "@/lib/federation/collected/registry";
import { HUB_LIST_PREFIX, ITEM_TYPES } from "@/lib/federation/hub-list-params";

describe("the collected kinds registry", () => {
  it("serves each kind at the URL the protocol and the screens use (docs/federation-protocol.md)", () => {
    expect(KIND_NAMES).toEqual(["todos", "errors", "features", "analytics"]);
    expect(Object.fromEntries(KIND_NAMES.map((name) => [name, COLLECTED_KINDS[name].hub.path]))).toEqual({
      todos: "/api/csc/collected-todos",
      errors: "/api/csc/collected-errors",
      features: "/api/csc/collected-features",
      analytics: "/api/admin/federated-analytics",
    });
    for (const name of KIND_NAMES) expect(kindAtPath(COLLECTED_KINDS[name].hub.path)).toBe(COLLECTED_KINDS[name]);
    expect(kindAtPath("/api/csc/collected-nothing")).toBeUndefined();
  });

  it("asks an older site's list endpoints for the kinds that have one", () => {
    const listPaths = Object.fromEntries(KIND_NAMES.map((name) => [name, COLLECTED_KINDS[name].listPath ?? null]));
    expect(listPaths).toEqual({
      todos: "/api/csc/todos",
      errors: "/api/csc/errors",
      features: "/api/csc/features",
      analytics: null,
    });
  });

  it("gives the screens' lists distinct URL prefixes and the v2 hub the item types its links carry", () => {
    const prefixes = [
      ...Object.values(HUB_LIST_PREFIX),
      ...LISTED_KIND_NAMES.map((name) => LISTED_KINDS[name].listPrefix),
    ];
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(LISTED_KIND_NAMES.map((name) => LISTED_KINDS[name].listPrefix)).toEqual(["t", "e", "f"]);
    expect(ITEM_TYPES).toEqual(["all", "todo", "error", "feature"]);
    for (const name of LISTED_KIND_NAMES) expect(COLLECTED_KINDS[name].hub.path).toBe(LISTED_KINDS[name].hubPath);
  });
});
