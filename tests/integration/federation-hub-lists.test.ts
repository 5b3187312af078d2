/**
 * The hub's server-paged lists (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync"): order, cursors across rows synced in the
 * same microsecond, site/type/status filters, search and totals; and the polls' 304 answers.
 */
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";

import {
  federatedCommandResponses,
  federatedCommands,
  federatedErrors,
  federatedFeatures,
  federatedSites,
  federatedSyncReports,
  federatedTodos,
  type FederatedSite,
} from "@/lib/db/schema";
import { collectedItemPage } from "@/lib/federation/collected/items";
import { listedPage } from "@/lib/federation/collected/kind";
import { COLLECTED_KINDS } from "@/lib/federation/collected/registry";
import { commandDetails, commandPage } from "@/lib/federation/command-lists";
import { type HubListRequest } from "@/lib/federation/hub-list-params";
import { fleetFigures, hubStatus, siteOverviewPage, syncReportPage, type ListPage } from "@/lib/federation/queries";
import { insertSite } from "@/tests/support/federation";

// The routes check the session first; here every request is an admin's.
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => ({ id: 1, username: "admin", role: "owner", sid: "test" }),
}));
const { GET: statusRoute } = await import("@/app/api/(hub)/csc/status/route");
const { GET: todosRoute } = await import("@/app/api/(hub)/csc/[collected]/route");
const { GET: historyRoute } = await import("@/app/api/(hub)/csc/command-history/route");
const { GET: simplifiedRoute } = await import("@/app/api/(hub)/csc/simplified/route");

const collectedTodoPage = (r: HubListRequest) => listedPage(COLLECTED_KINDS.todos.list, r);
const collectedErrorPage = (r: HubListRequest) => listedPage(COLLECTED_KINDS.errors.list, r);
const collectedFeaturePage = (r: HubListRequest) => listedPage(COLLECTED_KINDS.features.list, r);

const tag = randomBytes(4).toString("hex");
const SAME_INSTANT = new Date("2031-05-06T07:08:09.123Z");
const EARLIER = new Date("2031-05-06T07:00:00.000Z");
let alpha: FederatedSite;
let beta: FederatedSite;

const request = (overrides: Partial<HubListRequest> = {}): HubListRequest => ({
  q: "",
  cursor: null,
  dir: "next",
  size: 25,
  siteId: null,
  type: "all",
  errorStatus: "all",
  ...overrides,
});

/** Every row of a list, page by page forward; also checks that each page's Previous leads back to the page before. */
async function walk<T extends { id: number | string }>(
  read: (r: HubListRequest) => Promise<ListPage<T>>,
  base: HubListRequest,
): Promise<T[]> {
  const pages: ListPage<T>[] = [await read(base)];
  expect(pages[0]!.prevCursor).toBeNull();
  while (pages.at(-1)!.nextCursor) {
    pages.push(await read({ ...base, cursor: pages.at(-1)!.nextCursor, dir: "next" }));
    expect(pages.length).toBeLessThan(50);
  }
  for (let i = 1; i < pages.length; i++) {
    const back = await read({ ...base, cursor: pages[i]!.prevCursor, dir: "prev" });
    expect(back.rows.map((r) => r.id)).toEqual(pages[i - 1]!.rows.map((r) => r.id));
  }
  return pages.flatMap((p) => p.rows);
}

beforeAll(async () => {
  alpha = await insertSite(db, { siteUrl: `https://alpha-${tag}.example.com`, siteName: `Alpha ${tag}` });
  beta = await insertSite(db, { siteUrl: `https://beta-${tag}.example.com`, siteName: `Beta ${tag}` });
  // 30 TODOs of alpha synced in the same microsecond, 5 earlier; 3 of beta.
  await db.insert(federatedTodos).values([
    ...Array.from({ length: 30 }, (_, i) => ({
      siteId: alpha.id,
      title: `Alpha TODO ${i}`,
      category: i % 3 === 0 ? "design" : null,
      syncedAt: SAME_INSTANT,
    })),
    ...Array.from({ length: 5 }, (_, i) => ({ siteId: alpha.id, title: `Alpha old TODO ${i}`, syncedAt: EARLIER })),
    ...Array.from({ length: 3 }, (_, i) => ({ siteId: beta.id, title: `Beta TODO ${i}`, syncedAt: SAME_INSTANT })),
  ]);
  await db.insert(federatedErrors).values(
    Array.from({ length: 20 }, (_, i) => ({
      siteId: alpha.id,
      errorMessage: `Alpha error ${i}`,
      severity: i === 0 ? "critical" : "low",
      isResolved: i % 2 === 1,
      requestContext: { method: "POST", url: `/orders/${i}` },
      syncedAt: SAME_INSTANT,
    })),
  );
  await db
    .insert(federatedFeatures)
    .values(
      Array.from({ length: 15 }, (_, i) => ({ siteId: alpha.id, featureName: `Feature ${i}`, syncedAt: SAME_INSTANT })),
    );
  await db
    .insert(federatedSyncReports)
    .values([
      ...Array.from({ length: 27 }, () => ({ siteId: alpha.id, syncStatus: "success", syncDate: SAME_INSTANT })),
      { siteId: beta.id, syncStatus: "failed", syncDate: EARLIER },
      { siteId: beta.id, syncStatus: "failed", syncDate: SAME_INSTANT },
    ]);
  await db
    .update(federatedSites)
    .set({ lastSync: new Date() })
    .where(inArray(federatedSites.id, [alpha.id, beta.id]));
});

afterAll(async () => {
  await db.delete(federatedSites).where(inArray(federatedSites.id, [alpha.id, beta.id]));
});

describe("collected lists", () => {
  it("pages one site's TODOs newest first across rows synced in the same microsecond, with the total", async () => {
    const first = await collectedTodoPage(request({ siteId: alpha.id }));
    expect(first.total).toEqual({ count: 35, capped: false });
    expect(first.rows).toHaveLength(25);
    const rows = await walk(collectedTodoPage, request({ siteId: alpha.id }));
    expect(rows).toHaveLength(35);
    expect(new Set(rows.map((r) => r.id)).size).toBe(35);
    // Equal times are ordered by id, newest first; the earlier ones come last.
    const sameInstant = rows.slice(0, 30).map((r) => r.id);
    expect(sameInstant).toEqual([...sameInstant].sort((a, b) => b - a));
    expect(rows.slice(30).every((r) => r.title.startsWith("Alpha old"))).toBe(true);
    expect(rows[0]).toMatchObject({ siteName: alpha.siteName, siteId: alpha.id });
    expect(rows[0]).not.toHaveProperty("cursorKey");
  });

  it("lists every site's TODOs in one order when no site is chosen", async () => {
    const rows = await walk(collectedTodoPage, request({ size: 100 }));
    const ours = rows.filter((r) => r.siteId === alpha.id || r.siteId === beta.id);
    expect(ours).toHaveLength(38);
    // Only this file's rows have known times: another file's rows synced within one millisecond may be
    // ordered by microseconds a JavaScript date does not keep.
    const keys = ours.map((r) => [new Date(r.syncedAt).getTime(), r.id] as const);
    for (let i = 1; i < keys.length; i++)
      expect(keys[i]![0] < keys[i - 1]![0] || (keys[i]![0] === keys[i - 1]![0] && keys[i]![1] < keys[i - 1]![1])).toBe(
        true,
      );
  });

  it("filters errors to the unresolved ones in SQL and reads method and URL from the request context", async () => {
    const all = await collectedErrorPage(request({ siteId: alpha.id }));
    expect(all.total.count).toBe(20);
    const open = await walk(collectedErrorPage, request({ siteId: alpha.id, errorStatus: "unresolved", size: 25 }));
    expect(open).toHaveLength(10);
    expect(open.every((e) => !e.resolved)).toBe(true);
    expect(open.find((e) => e.errorMessage === "Alpha error 2")).toMatchObject({
      requestMethod: "POST",
      requestUrl: "/orders/2",
    });
  });

  it("pages features and answers an empty page for a site without any", async () => {
    expect(
      (await walk(collectedFeaturePage, request({ siteId: alpha.id }))).map((f) => f.featureName).sort(),
    ).toHaveLength(15);
    expect(await collectedFeaturePage(request({ siteId: beta.id }))).toMatchObject({
      rows: [],
      nextCursor: null,
      prevCursor: null,
      total: { count: 0 },
    });
  });

  it("merges TODOs, errors and features into one paged item list, by type and site", async () => {
    const items = await walk(collectedItemPage, request({ siteId: alpha.id }));
    expect(items).toHaveLength(35 + 20 + 15);
    expect(new Set(items.map((i) => i.id)).size).toBe(70);
    expect(items.filter((i) => i.type === "error")).toHaveLength(20);
    expect(items.slice(-5).every((i) => i.title.startsWith("Alpha old"))).toBe(true);
    expect((await collectedItemPage(request({ siteId: alpha.id }))).total).toEqual({ count: 70, capped: false });

    const todosOnly = await walk(collectedItemPage, request({ siteId: alpha.id, type: "todo", size: 25 }));
    expect(todosOnly).toHaveLength(35);
    expect(todosOnly.every((i) => i.type === "todo")).toBe(true);
    expect((await collectedItemPage(request({ siteId: beta.id, type: "feature" }))).rows).toEqual([]);
  });
});

describe("sites, sync reports and commands", () => {
  it("pages sync reports newest first across equal times, per site, with the total", async () => {
    const reports = await walk(syncReportPage, request({ siteId: alpha.id }));
    expect(reports).toHaveLength(27);
    expect(reports.map((r) => r.id)).toEqual(reports.map((r) => r.id).sort((a, b) => b - a));
    expect((await syncReportPage(request({ siteId: beta.id }))).rows.map((r) => r.syncStatus)).toEqual([
      "failed",
      "failed",
    ]);
    expect((await syncReportPage(request({ siteId: alpha.id }))).total).toEqual({ count: 27, capped: false });
  });

  it("searches sites by name or URL, newest first, with health and counts for the page only", async () => {
    const byName = await siteOverviewPage(request({ q: `alpha ${tag}` }));
    expect(byName.rows.map((s) => s.id)).toEqual([alpha.id]);
    expect(byName.rows[0]).toMatchObject({ todoCount: 35, featureCount: 15, errorCount: 10 });
    const byUrl = await siteOverviewPage(request({ q: `-${tag}.example` }));
    expect(byUrl.rows.map((s) => s.id)).toEqual([beta.id, alpha.id]);
    expect(byUrl.total).toEqual({ count: 2, capped: false });
    // A search text with LIKE's wildcards matches them literally.
    expect((await siteOverviewPage(request({ q: "%_" }))).rows).toEqual([]);

    const page1 = await siteOverviewPage(request({ q: tag, size: 1 }));
    const page2 = await siteOverviewPage(request({ q: tag, size: 1, cursor: page1.nextCursor }));
    expect([page1.rows[0]!.id, page2.rows[0]!.id]).toEqual([beta.id, alpha.id]);
    expect(page2.nextCursor).toBeNull();
  });

  it("gives each site its health from its last two reports and open errors (lib/site-health)", async () => {
    const status = await hubStatus(request({ q: tag }));
    expect(status.sites.map((s) => s.id)).toEqual([beta.id, alpha.id]);
    // Neither has been checked yet: unknown, with alpha's open critical error and beta's two failed syncs as reasons.
    const health = new Map(status.sites.map((s) => [s.id, s.health]));
    expect(health.get(alpha.id)).toEqual({
      state: "unknown",
      reasons: [{ code: "not_checked" }, { code: "critical_errors", count: 1 }],
    });
    expect(health.get(beta.id)).toEqual({
      state: "unknown",
      reasons: [{ code: "not_checked" }, { code: "sync_failed", failures: 2 }],
    });
    const figures = await fleetFigures();
    expect(figures.siteOptions).toEqual(expect.arrayContaining([{ id: alpha.id, siteName: alpha.siteName }]));
    expect(status.totalSites).toBeGreaterThanOrEqual(2);
    expect(status.todoCategories).toContainEqual({ category: "design", count: 10 });
    expect(status.todoCategories).toContainEqual({ category: null, count: 28 });
  });

  it("pages commands newest first across equal times, and a command's responses in recorded order", async () => {
    const created = await db
      .insert(federatedCommands)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          commandText: `cmd-${tag}-${i}`,
          createdAt: new Date("2031-01-01T00:00:00Z"),
          status: "completed",
        })),
      )
      .returning({ id: federatedCommands.id });
    const ids = created.map((c) => c.id);
    try {
      const rows = await walk((r) => commandPage(r), request());
      const ours = rows.filter((c) => ids.includes(c.id)).map((c) => c.id);
      expect(ours).toEqual([...ids].sort((a, b) => b - a));
      await db.insert(federatedCommandResponses).values(
        Array.from({ length: 30 }, (_, i) => ({
          commandId: ids[0]!,
          siteId: alpha.id,
          status: "success",
          response: `r${i}`,
        })),
      );
      const first = (await commandDetails(ids[0]!, request()))!;
      expect(first.responses.total).toEqual({ count: 30, capped: false });
      expect(first.responses.rows.map((r) => r.response)).toEqual(Array.from({ length: 25 }, (_, i) => `r${i}`));
      const second = (await commandDetails(ids[0]!, request({ cursor: first.responses.nextCursor })))!;
      expect(second.responses.rows.map((r) => r.response)).toEqual(["r25", "r26", "r27", "r28", "r29"]);
      expect(await commandDetails(2_000_000_000, request())).toBeNull();
    } finally {
      await db.delete(federatedCommands).where(inArray(federatedCommands.id, ids));
    }
  });
});

describe("polls", () => {
  const get = (route: (request: Request, context: unknown) => Promise<Response>, path: string, etag?: string) =>
    route(new Request(`http://localhost${path}`, { headers: etag ? { "if-none-match": etag } : {} }), {});

  it("answers 304 without a body while nothing changed, and new data with a new ETag after a sync", async () => {
    const first = await get(statusRoute, `/api/csc/status?q=${tag}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(((await first.json()) as { sites: unknown[] }).sites).toHaveLength(2);

    const again = await get(statusRoute, `/api/csc/status?q=${tag}`, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);

    // Another page or search is other data: a full answer.
    expect((await get(statusRoute, `/api/csc/status?q=alpha`, etag)).status).toBe(200);

    await db.insert(federatedSyncReports).values({ siteId: beta.id, syncStatus: "success" });
    const changed = await get(statusRoute, `/api/csc/status?q=${tag}`, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("sees a TODO list change, a site edit and a command finishing", async () => {
    const todos = await get(todosRoute, `/api/csc/collected-todos?site=${alpha.id}`);
    const body = (await todos.json()) as { rows: unknown[]; total: { count: number } };
    expect(body.rows).toHaveLength(25);
    expect(body.total.count).toBe(35);
    expect(
      (await get(todosRoute, `/api/csc/collected-todos?site=${alpha.id}`, todos.headers.get("etag")!)).status,
    ).toBe(304);
    await db.update(federatedSites).set({ description: "Edited" }).where(eq(federatedSites.id, alpha.id));
    expect(
      (await get(todosRoute, `/api/csc/collected-todos?site=${alpha.id}`, todos.headers.get("etag")!)).status,
    ).toBe(200);

    const [command] = await db
      .insert(federatedCommands)
      .values({ commandText: `poll-${tag}`, status: "broadcasting" })
      .returning();
    try {
      const history = await get(historyRoute, "/api/csc/command-history");
      expect((await get(historyRoute, "/api/csc/command-history", history.headers.get("etag")!)).status).toBe(304);
      await db.update(federatedCommands).set({ status: "completed" }).where(eq(federatedCommands.id, command!.id));
      const done = await get(historyRoute, "/api/csc/command-history", history.headers.get("etag")!);
      expect(done.status).toBe(200);
      expect(
        ((await done.json()) as { rows: { id: number; status: string }[] }).rows.find((c) => c.id === command!.id)
          ?.status,
      ).toBe("completed");
    } finally {
      await db.delete(federatedCommands).where(eq(federatedCommands.id, command!.id));
    }
  });

  it("answers the v2 hub's sites, figures and filtered items in one poll, and 304 for the same one", async () => {
    const path = `/api/csc/simplified?q=${tag}&site=${alpha.id}&type=error&isize=50`;
    const response = await get(simplifiedRoute, path);
    const hub = (await response.json()) as {
      sites: { rows: { id: number }[] };
      stats: Record<string, unknown>;
      siteOptions: { id: number }[];
      items: { rows: { type: string }[]; total: { count: number } };
    };
    expect(hub.sites.rows.map((s) => s.id)).toEqual([beta.id, alpha.id]);
    expect(hub.items.rows).toHaveLength(20);
    expect(hub.items.rows.every((i) => i.type === "error")).toBe(true);
    expect(hub.items.total.count).toBe(20);
    expect(hub.siteOptions.map((s) => s.id)).toEqual(expect.arrayContaining([alpha.id, beta.id]));
    expect(hub.stats).toMatchObject({
      totalSites: expect.any(Number),
      healthySites: expect.any(Number),
      totalItems: { capped: false },
    });
    expect((await get(simplifiedRoute, path, response.headers.get("etag")!)).status).toBe(304);
  });

  it("ignores malformed positions and filters instead of failing", async () => {
    const response = await get(todosRoute, `/api/csc/collected-todos?cursor=%00bad&dir=sideways&size=7&site=-4`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { rows: unknown[] }).rows.length).toBeLessThanOrEqual(25);
  });
});
