/**
 * A status page's subscribers in the console (docs/decisions/status-pages.md
 * "Status pages: health writers, incident links, subscribers in the console"): staff remove one, on that page only; owners export the page's subscribers as CSV that a
 * spreadsheet cannot run, audited; staff may not export.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/status-pages/[id]/subscribers/export/route";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { auditLog, statusPages, statusSubscribers } from "@/lib/db/schema";
import { pageSubscribers } from "@/lib/status-pages/queries";
import { removeSubscriberAction } from "@/lib/status-subscribers/actions";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.7" }) }));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => signedIn,
}));

const tag = randomBytes(4).toString("hex");
const created: TestUser[] = [];
let owner: TestUser;
let staff: TestUser;

/** A page with three subscribers: confirmed, pending, and one whose address starts like a formula. */
async function pageWithSubscribers(name: string) {
  const [page] = await db
    .insert(statusPages)
    .values({ name: `Subscribers ${name}`, slug: `subscribers-${name}-${tag}` })
    .returning();
  const rows = await db
    .insert(statusSubscribers)
    .values([
      { pageId: page!.id, channel: "email", target: `ana-${tag}@example.com`, confirmedAt: new Date() },
      { pageId: page!.id, channel: "sms", target: "+15005550006" },
      { pageId: page!.id, channel: "webhook", target: `=HYPERLINK("https://evil.example/${tag}")` },
    ])
    .returning();
  return { page: page!, subscribers: rows };
}

const FIRST = { cursor: null, dir: "next", size: 25, q: "" } as const;

beforeAll(async () => {
  owner = await createTestUser(db, "subscribers-owner", "owner");
  staff = await createTestUser(db, "subscribers-staff", "staff");
  created.push(owner, staff);
});

afterAll(async () => {
  signedIn = null;
  await deleteTestUsers(db, created);
});

describe("a status page's subscribers", () => {
  it("are searched on the server, and staff remove one from its page only", async () => {
    const { page, subscribers } = await pageWithSubscribers("remove");
    const other = await pageWithSubscribers("other");
    const found = await pageSubscribers(page.id, { ...FIRST, q: `ana-${tag}` });
    expect(found.page.rows.map((row) => row.id)).toEqual([subscribers[0]!.id]);

    signedIn = await sessionUserOf(db, staff);
    // The id of another page's subscriber removes nothing.
    const wrong = await removeSubscriberAction({ pageId: page.id, id: other.subscribers[0]!.id });
    expect(wrong).toMatchObject({ ok: false, code: "not_found" });
    const removed = await removeSubscriberAction({ pageId: page.id, id: subscribers[0]!.id });
    expect(removed).toMatchObject({ ok: true });

    const left = await pageSubscribers(page.id, FIRST);
    expect(left.page.rows.map((row) => row.id).sort()).toEqual([subscribers[1]!.id, subscribers[2]!.id].sort());
    expect((await pageSubscribers(other.page.id, FIRST)).page.rows).toHaveLength(3);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "status-subscribers.remove"), eq(auditLog.actorId, staff.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ outcome: "ok", targetId: String(subscribers[0]!.id) });
  });

  it("export as CSV for owners, formula-safe and audited; staff are refused", async () => {
    const { page } = await pageWithSubscribers("export");
    const params = { params: Promise.resolve({ id: String(page.id) }) };

    signedIn = await sessionUserOf(db, staff);
    const refused = await exportCsv(
      new Request(`http://localhost/api/admin/status-pages/${page.id}/subscribers/export`),
      params,
    );
    expect(refused.status).toBe(403);

    signedIn = await sessionUserOf(db, owner);
    const response = await exportCsv(
      new Request(`http://localhost/api/admin/status-pages/${page.id}/subscribers/export`),
      { params: Promise.resolve({ id: String(page.id) }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="status-subscribers-subscribers-export-${tag}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("created_at_utc,channel,target,state,confirmed_at_utc,unsubscribed_at_utc");
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.includes(`ana-${tag}@example.com`))).toContain(",confirmed,");
    expect(lines.find((line) => line.includes("+15005550006"))).toContain(",pending,");
    // The webhook address that starts like a formula is text in a spreadsheet.
    expect(lines.find((line) => line.includes("HYPERLINK"))).toContain(
      `"'=HYPERLINK(""https://evil.example/${tag}"")"`,
    );

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "status-subscribers.export"), eq(auditLog.actorId, owner.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ outcome: "ok", targetId: String(page.id) });
  });

  it("answer 404 for the export of a page that does not exist", async () => {
    signedIn = await sessionUserOf(db, owner);
    const response = await exportCsv(
      new Request("http://localhost/api/admin/status-pages/2147483000/subscribers/export"),
      {
        params: Promise.resolve({ id: "2147483000" }),
      },
    );
    expect(response.status).toBe(404);
  });
});
