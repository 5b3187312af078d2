/**
 * /audit-log's reads (docs/decisions/auth-and-roles.md "Audit log"): keyset pages newest first, the filters by actor,
 * action, outcome, target and days, the search, and the CSV export of the same rows, formula-safe.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/audit-log/export/route";
import { loadAuditFilter } from "@/lib/audit/list-filter";
import { pageAuditLog } from "@/lib/audit/queries";
import { recordAudit } from "@/lib/audit/record-audit";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { isoDay } from "@/lib/format/date";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => signedIn,
}));

const tag = randomBytes(4).toString("hex");
const created: TestUser[] = [];
let actor: TestUser;

const page = (query: Record<string, string>, size = 25) =>
  pageAuditLog({ cursor: query.cursor ?? null, dir: "next", size, q: query.q ?? "" }, loadAuditFilter(query));

beforeAll(async () => {
  actor = await createTestUser(db, "audit-screen", "owner");
  created.push(actor);
  signedIn = await sessionUserOf(db, actor);
  const who = { id: actor.id, username: actor.username };
  for (let i = 0; i < 5; i++) {
    await recordAudit(db, {
      actor: who,
      action: "todos.update",
      target: { type: "todo", id: 9000 + i },
      outcome: "ok",
      changes: { title: `Todo ${tag} ${i}` },
    });
  }
  await recordAudit(db, {
    actor: who,
    action: "team.role",
    target: { type: "user", id: `u${tag}` },
    outcome: "refused",
    reason: "conflict",
  });
  await recordAudit(db, {
    actor: who,
    action: "todos.create",
    outcome: "ok",
    changes: { title: '=HYPERLINK("http://evil.example")' },
  });
});

afterAll(async () => {
  signedIn = null;
  await deleteTestUsers(db, created);
});

describe("the audit log's pages", () => {
  it("pages one actor's rows newest first by keyset, without gaps or repeats", async () => {
    const first = await page({ actor: String(actor.id) }, 3);
    expect(first.total).toEqual({ count: 7, capped: false });
    expect(first.page.rows.map((r) => r.action)).toEqual(["todos.create", "team.role", "todos.update"]);
    const second = await page({ actor: String(actor.id), cursor: first.page.nextCursor! }, 3);
    const third = await page({ actor: String(actor.id), cursor: second.page.nextCursor! }, 3);
    const ids = [...first.page.rows, ...second.page.rows, ...third.page.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(7);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(third.page.nextCursor).toBeNull();
  });

  it("filters by action, outcome, target, days and search", async () => {
    const mine = { actor: String(actor.id) };
    expect((await page({ ...mine, action: "todos.update" })).total.count).toBe(5);
    expect((await page({ ...mine, outcome: "refused" })).page.rows.map((r) => r.reason)).toEqual(["conflict"]);
    expect((await page({ targetType: "todo", targetId: "9003", ...mine })).page.rows.map((r) => r.targetId)).toEqual([
      "9003",
    ]);
    expect((await page({ targetType: "user", targetId: `u${tag}` })).total.count).toBe(1);
    const today = isoDay(new Date());
    expect((await page({ ...mine, from: today, to: today })).total.count).toBe(7);
    expect((await page({ ...mine, to: "2020-01-01" })).total.count).toBe(0);
    expect((await page({ q: `u${tag}` })).page.rows.map((r) => r.action)).toEqual(["team.role"]);
  });

  it("shows people's rows by default, and the scheduled jobs' behind their own filter", async () => {
    const action = `job.audit-screen-${tag}`;
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        recordAudit(db, { actor: "system", action, target: { type: "job-run", id: n }, outcome: "ok" }),
      ),
    );
    const people = await page({}, 100);
    expect(people.page.rows.map((r) => r.actorUsername)).not.toContain("system");
    expect(people.page.rows.map((r) => r.action)).toContain("todos.create");
    expect((await page({ rows: "jobs", action })).total.count).toBe(4);
    expect((await page({ rows: "all", action })).total.count).toBe(4);
    expect((await page({ action })).total.count).toBe(0);
    // The old link to the jobs' rows still shows them.
    expect((await page({ actor: "system", action })).total.count).toBe(4);
  });

  it("reads an unknown filter value as no filter", () => {
    expect(loadAuditFilter({ actor: "someone", outcome: "maybe", from: "yesterday", rows: "robots" })).toMatchObject({
      rows: "people",
      actor: null,
      outcome: "all",
      from: null,
    });
  });
});

describe("the CSV export", () => {
  it("answers the filtered rows as a CSV download whose cells cannot run as formulas, and is audited itself", async () => {
    const response = await exportCsv(
      new Request(`http://localhost/api/admin/audit-log/export?actor=${actor.id}&action=todos.create`),
      {},
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "time_utc,actor_id,actor_username,action,target_type,target_id,outcome,reason,ip_address,user_agent,changes,attempts",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${actor.username},todos.create,`);
    expect(lines[1]).toContain(`"{""title"":""=HYPERLINK`);
    const exported = await page({ actor: String(actor.id), action: "audit.export" });
    expect(exported.page.rows).toHaveLength(1);
  });

  it("prefixes a cell that starts like a formula", async () => {
    await recordAudit(db, { actor: { id: actor.id, username: actor.username }, action: `=cmd|${tag}`, outcome: "ok" });
    const response = await exportCsv(
      new Request(`http://localhost/api/admin/audit-log/export?action=${encodeURIComponent(`=cmd|${tag}`)}`),
      {},
    );
    const [, row] = (await response.text()).trimEnd().split("\r\n");
    expect(row).toContain(`,'=cmd|${tag},`);
  });
});
