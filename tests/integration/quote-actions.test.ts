/**
 * Quotes through their actions and lists (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"):
 * hostile input (10,000 lines, huge quantities, negative prices, NUL, a forged token, a replayed accept)
 * is a clear 4xx that changes nothing, emoji are kept; a viewer reads but cannot change; /quotes filters
 * and totals in SQL; the dashboard's pipeline counts this month's quotes. Runs on PGlite and on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { leads, quoteAcceptances, quotes, quoteVersions } from "@/lib/db/schema";
import { acceptQuoteAction, createQuoteAction, saveQuoteAction, verifySignedHashAction } from "@/lib/quotes/actions";
import { sha256Hex } from "@/lib/quotes/canonical";
import { readPipeline } from "@/lib/quotes/pipeline";
import { pageQuotes, type QuoteListRequest } from "@/lib/quotes/queries";
import { sendQuote } from "@/lib/quotes/send-quote";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.44", "user-agent": "quote-actions" }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => session.user,
}));

const tag = randomUUID().slice(0, 8);
const listTag = randomUUID().slice(0, 8);
const render = async (html: string) => Buffer.from(`%PDF-1.7 ${sha256Hex(html)}`);
let staff: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  staff = await createTestUser(db, `qact-${tag}`, "staff");
  viewer = await createTestUser(db, `qview-${tag}`, "viewer");
  session.user = await sessionUserOf(db, staff);
});
afterAll(() => deleteTestUsers(db, [staff, viewer]));

const line = {
  description: "Design 🎨",
  quantity: "2",
  unit: "day",
  unitPrice: "500",
  discountPercent: "",
  taxPercent: "",
};
const fields = {
  title: `Quote ${tag} 🚀`,
  summary: "",
  currency: "USD",
  items: [line],
  discountPercent: "",
  taxPercent: "",
  taxMode: "exclusive" as const,
  validUntil: "2099-01-01",
  paymentTerms: "",
  depositPercent: "",
  termsText: "",
};

async function newQuote(assignedTo: number | null = staff.id) {
  const [lead] = await db
    .insert(leads)
    .values({ name: `Client ${tag}`, email: `c.${randomUUID().slice(0, 8)}@example.test`, assignedTo })
    .returning();
  const created = await createQuoteAction({ leadId: lead!.id });
  if (!created.ok) throw new Error(created.error);
  return created.data.id;
}

const versionOf = async (id: number) =>
  (await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id)))[0]!;

describe("hostile input", () => {
  it("refuses 10,000 lines, huge quantities, negative prices and NUL with a field error, and keeps emoji", async () => {
    const id = await newQuote();
    const before = await versionOf(id);
    const cases = [
      { ...fields, id, items: Array.from({ length: 10_000 }, () => line) },
      { ...fields, id, items: [{ ...line, quantity: "99999999999" }] },
      { ...fields, id, items: [{ ...line, unitPrice: "-5" }] },
      { ...fields, id, items: [{ ...line, unitPrice: "1.005" }] },
      { ...fields, id, title: "Bad\u0000title" },
      { ...fields, id, currency: "XYZ" },
    ];
    const results = await Promise.all(cases.map((input) => saveQuoteAction(input)));
    for (const result of results) expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(await versionOf(id)).toEqual(before);
    expect(await saveQuoteAction({ ...fields, id })).toMatchObject({ ok: true, data: { version: 1 } });
    expect((await versionOf(id)).items[0]!.description).toBe("Design 🎨");
  });

  it("answers a forged token with 404 and a replayed accept with a conflict that changes nothing", async () => {
    const id = await newQuote();
    await saveQuoteAction({ ...fields, id });
    const { link } = await sendQuote(db, id, "email", staff.username, new Date(), render);
    const token = link.split("/q/")[1]!;
    const answer = { token, version: 1, typedName: "Ann Client", consent: true as const };
    expect(await acceptQuoteAction({ ...answer, token: `${token.slice(0, -2)}AA` })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await acceptQuoteAction({ ...answer, token: "x\u0000y" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await acceptQuoteAction({ ...answer, consent: false as unknown as true })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    expect(await acceptQuoteAction(answer)).toMatchObject({ ok: true });
    const [first] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id));
    expect(first).toMatchObject({ clientIp: "198.51.100.44", userAgent: "quote-actions", typedName: "Ann Client" });
    const replay = await acceptQuoteAction({ ...answer, typedName: "Mallory" });
    expect(replay).toMatchObject({ ok: false, code: "conflict", error: expect.stringMatching(/already accepted/) });
    const after = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id));
    expect(after).toEqual([first]);
    expect(await verifySignedHashAction({ sha256: "0".repeat(64) })).toMatchObject({
      ok: true,
      data: { matches: false, signedAt: null },
    });
    expect(await verifySignedHashAction({ sha256: "not a hash" })).toMatchObject({ ok: false, code: "invalid" });
  });

  it("lets a viewer read but not draft or edit", async () => {
    const id = await newQuote();
    session.user = await sessionUserOf(db, viewer);
    try {
      expect(await saveQuoteAction({ ...fields, id, title: "Viewer's" })).toMatchObject({
        ok: false,
        code: "forbidden",
      });
      expect(await createQuoteAction({ leadId: 1 })).toMatchObject({ ok: false, code: "forbidden" });
    } finally {
      session.user = await sessionUserOf(db, staff);
    }
    expect((await versionOf(id)).title).not.toBe("Viewer's");
  });
});

describe("the list and the pipeline", () => {
  it("filters by status, assignee, value, date and search in SQL, with the totals of every match", async () => {
    const base: QuoteListRequest = {
      q: listTag,
      status: "all",
      assigned: "all",
      min: "",
      max: "",
      from: "",
      to: "",
      userId: staff.id,
      cursor: null,
      dir: "next",
      size: 25,
    };
    const cheap = await newQuote(null);
    await saveQuoteAction({
      ...fields,
      id: cheap,
      title: `Cheap ${listTag}`,
      items: [{ ...line, quantity: "1", unitPrice: "10" }],
    });
    const dear = await newQuote();
    await saveQuoteAction({
      ...fields,
      id: dear,
      title: `Dear ${listTag}`,
      items: [{ ...line, quantity: "1", unitPrice: "9000" }],
    });
    await sendQuote(db, dear, "email", staff.username, new Date(), render);

    const ids = async (request: Partial<QuoteListRequest>) =>
      (await pageQuotes({ ...base, ...request })).page.rows.map((row) => row.id);
    expect(await ids({ status: "sent" })).toContain(dear);
    expect(await ids({ status: "sent" })).not.toContain(cheap);
    expect(await ids({ assigned: "unassigned" })).toEqual([cheap]);
    expect(await ids({ min: "5000" })).toEqual([dear]);
    expect(await ids({ max: "10" })).toEqual([cheap]);
    expect(await ids({ from: "2099-01-01" })).toEqual([]);
    expect(await ids({ q: `Cheap ${listTag}` })).toEqual([cheap]);
    const both = await pageQuotes({ ...base, q: listTag, min: "10", max: "9000" });
    expect(both.totals.byCurrency).toEqual([{ currency: "USD", totalMinor: 1000 + 900000, count: 2 }]);
    expect(both.page.rows.map((row) => row.id)).toEqual([dear, cheap]);
  });

  it("counts this month's sent, viewed and accepted quotes with the rate and the median days", async () => {
    const before = await readPipeline();
    const id = await newQuote();
    await saveQuoteAction({ ...fields, id });
    const { link } = await sendQuote(db, id, "email", staff.username, new Date(), render);
    await acceptQuoteAction({ token: link.split("/q/")[1]!, version: 1, typedName: "Ann Client", consent: true });
    const after = await readPipeline();
    const usd = (p: typeof after) => p.byCurrency.find((row) => row.currency === "USD")!;
    expect(usd(after).sent - (before.byCurrency.length ? usd(before).sent : 0)).toBe(1);
    expect(usd(after).accepted - (before.byCurrency.length ? usd(before).accepted : 0)).toBe(1);
    expect(after.acceptanceRate).not.toBeNull();
    expect(after.medianDaysToAccept).toBeGreaterThanOrEqual(0);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(quote!.status).toBe("accepted");
  });
});
