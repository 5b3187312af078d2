/**
 * The URL state of the server-paged lists (lib/pagination/list-params.ts) and each list's own filter
 * (`lib/<domain>/list-filter.ts`): what a shared or hand-edited link opens, malformed values read as defaults.
 */
import { describe, expect, it } from "vitest";
import { loadErrorStatus } from "@/lib/error-monitor/list-filter";
import { loadOutboxStatus } from "@/lib/outbox/list-filter";
import { loadAlertFilters } from "@/lib/alerts/list-filter";
import { loadIncidentFilters } from "@/lib/incidents/list-filter";
import {
  cleanSearch,
  linkedRowId,
  listUrlKeys,
  PAGE_SIZES,
  readListParams,
  SEARCH_MAX,
} from "@/lib/pagination/list-params";
import { CODE_STATUS_FILTER_LABELS } from "@/lib/project-codes/labels";
import { CODE_STATUS_FILTERS, loadCodeStatus } from "@/lib/project-codes/list-filter";
import { loadTodoTab } from "@/lib/todos/list-filter";

describe("a list's position and search from the URL", () => {
  it("opens the first page, unsearched, at the smallest page size without parameters", () => {
    expect(readListParams({})).toEqual({ q: "", cursor: null, dir: "next", size: PAGE_SIZES[0] });
  });

  it("reads the search, the cursor, the direction and a page size on offer", () => {
    expect(readListParams({ q: "  acme  ", cursor: "abc", dir: "prev", size: "100" })).toEqual({
      q: "acme",
      cursor: "abc",
      dir: "prev",
      size: 100,
    });
  });

  it("reads a size not on offer, or a direction it does not know, as the default", () => {
    expect(readListParams({ size: "1000000" }).size).toBe(PAGE_SIZES[0]);
    expect(readListParams({ size: "lots" }).size).toBe(PAGE_SIZES[0]);
    expect(readListParams({ dir: "sideways" }).dir).toBe("next");
  });

  it("reads each list of a screen from its own prefixed keys", () => {
    const url = { q: "outer", rq: "inner", rcursor: "c2", rsize: "50", cursor: "c1" };
    expect(readListParams(url, "r")).toEqual({ q: "inner", cursor: "c2", dir: "next", size: 50 });
    expect(listUrlKeys("r")).toEqual({ q: "rq", cursor: "rcursor", dir: "rdir", size: "rsize" });
  });
});

describe("search text", () => {
  it("drops control characters and lone surrogates, which the database must never see", () => {
    expect(cleanSearch("ac\u0000me\u0007")).toBe("acme");
    expect(cleanSearch("a\ud800b")).toBe("ab");
    expect(cleanSearch("café 😀")).toBe("café 😀");
  });

  it("cuts a long search instead of refusing the link", () => {
    const cut = cleanSearch("x".repeat(SEARCH_MAX * 3));
    expect(cut.length).toBeLessThanOrEqual(SEARCH_MAX);
    expect(cut.length).toBeGreaterThan(0);
  });
});

describe("list filters", () => {
  it("read a known value and fall back to their default on an unknown one", () => {
    expect(loadCodeStatus({ status: "redeemed" }).status).toBe("redeemed");
    expect(loadCodeStatus({ status: "stolen" }).status).toBe("all");
    expect(loadOutboxStatus({ status: "failed" }).status).toBe("failed");
    expect(loadOutboxStatus({}).status).toBe("all");
    expect(loadTodoTab({ tab: "in-progress" }).tab).toBe("in-progress");
    expect(loadTodoTab({ tab: "done" }).tab).toBe("all");
  });

  it("show only unresolved errors unless asked for all", () => {
    expect(loadErrorStatus({}).status).toBe("unresolved");
    expect(loadErrorStatus({ status: "all" }).status).toBe("all");
    expect(loadErrorStatus({ status: "resolved" }).status).toBe("unresolved");
  });

  it("open one incident, issue or alert from a link, and the whole list from a mistyped one", () => {
    expect(linkedRowId(loadIncidentFilters({ incident: "12" }).incident)).toBe(12);
    expect(linkedRowId(loadAlertFilters({ issue: "7" }).issue)).toBe(7);
    for (const incident of ["0", "-3", "2147483648", "twelve"])
      expect(linkedRowId(loadIncidentFilters({ incident }).incident)).toBeNull();
    expect(linkedRowId(loadIncidentFilters({}).incident)).toBeNull();
  });

  it("name each project-code filter differently", () => {
    const labels = CODE_STATUS_FILTERS.map((filter) => CODE_STATUS_FILTER_LABELS[filter]);
    expect(new Set(labels).size).toBe(CODE_STATUS_FILTERS.length);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
  });
});
