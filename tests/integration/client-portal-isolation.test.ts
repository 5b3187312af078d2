/**
 * Isolation of the client's page (docs/decisions/quotes-and-projects.md "The client's page"): a client
 * holding their own link reaches nothing of another client's by naming its ids or tokens (invoice ids,
 * quote ids, status page ids, booking ids, another kind of link's token); their page shows only their
 * own invoices, signed quote, projects, shared updates (never an unshared one) and published sites
 * (never a draft), and their message lands in their own conversation only.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as invoicePdfRoute } from "@/app/c/[token]/invoices/[id]/pdf/route";
import { POST as payRoute } from "@/app/c/[token]/invoices/[id]/pay/route";
import { POST as rescheduleRoute } from "@/app/c/[token]/calls/[id]/reschedule/route";
import { GET as signedRoute } from "@/app/c/[token]/quotes/[id]/signed/route";
import { GET as reportRoute } from "@/app/c/[token]/reports/[pageId]/[month]/route";
import { createBooking } from "@/lib/bookings/create-booking";
import { bookSchema } from "@/lib/bookings/schemas";
import { postClientMessageAction } from "@/lib/client-portal/actions";
import { findClientLink, newClientLink } from "@/lib/client-portal/client-link";
import { readClientPage } from "@/lib/client-portal/client-page";
import { db } from "@/lib/db";
import {
  contactRequests,
  projectStatusPages,
  projectUpdates,
  quoteAcceptances,
  quoteVersions,
  statusPages,
} from "@/lib/db/schema";
import { firstTriesSettled } from "@/lib/outbox/deliver";
import { createProjectClient, type TestProjectClient } from "@/tests/support/client-portal";
import { createBookingHost, createEventType, newIdempotencyKey } from "@/tests/support/bookings";
import { issueTestInvoice } from "@/tests/support/invoices";
import { phoneNumber } from "@/tests/support/twilio";

vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.80", "user-agent": "client-isolation" }),
}));

const tag = randomUUID().slice(0, 8);

/** One client's rows: its link token and the ids another client will try. */
interface Fixture extends TestProjectClient {
  token: string;
  invoiceId: number;
  invoiceLinkToken: string;
  statusPageId: number;
  draftPageId: number;
  bookingId: number;
}

async function acceptAndSeal(client: TestProjectClient): Promise<void> {
  const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, client.quoteId));
  await db.insert(quoteAcceptances).values({
    quoteId: client.quoteId,
    versionId: version!.id,
    versionNumber: version!.number,
    clientIp: "198.51.100.1",
    userAgent: "test",
    typedName: "Client",
    sentTo: client.email,
    offeredPdfSha256: "0".repeat(64),
    contentSha256: "0".repeat(64),
    signedPdf: Buffer.from(`%PDF-1.7 signed ${client.leadId}`),
    signedPdfSha256: randomUUID().replaceAll("-", "").padEnd(64, "0"),
  });
}

async function setUp(name: string): Promise<Fixture> {
  const client = await createProjectClient(db, `${name} ${tag}`);
  await acceptAndSeal(client);
  const invoice = await issueTestInvoice(db, client, {
    priceMinor: 50_000,
    currency: "EUR",
    issueDate: "2026-07-01",
    dueDate: "2026-07-15",
  });
  const [published, draft] = await db
    .insert(statusPages)
    .values([
      { name: `${name} site`, slug: `${name.toLowerCase()}-${tag}`, publishedAt: new Date() },
      { name: `${name} draft`, slug: `${name.toLowerCase()}-draft-${tag}` },
    ])
    .returning();
  await db.insert(projectStatusPages).values([
    { projectId: client.projectId, statusPageId: published!.id },
    { projectId: client.projectId, statusPageId: draft!.id },
  ]);
  await db.insert(projectUpdates).values([
    { projectId: client.projectId, body: `${name} shared ${tag}`, shared: true },
    { projectId: client.projectId, body: `${name} team only ${tag}`, shared: false },
  ]);
  const host = await createBookingHost(db, { weekdays: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" });
  const eventType = await createEventType(db, [host]);
  const booked = await createBooking(
    db,
    bookSchema.parse({
      eventTypeSlug: eventType.slug,
      startAt: "2031-06-02T15:00:00Z",
      timeZone: "UTC",
      name,
      email: client.email,
      phone: phoneNumber(),
      idempotencyKey: newIdempotencyKey(),
    }),
    new Date("2031-06-01T00:00:00Z"),
  );
  return {
    ...client,
    token: (await newClientLink(db, client.leadId, "copy"))!,
    invoiceId: invoice.id,
    invoiceLinkToken: invoice.linkToken,
    statusPageId: published!.id,
    draftPageId: draft!.id,
    bookingId: booked.bookingId,
  };
}

let a: Fixture;
let b: Fixture;

beforeAll(async () => {
  a = await setUp("Ada");
  b = await setUp("Bob");
});
afterAll(() => firstTriesSettled());

const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });
const post = (path: string) => new Request(`http://localhost${path}`, { method: "POST" });
const get = (path: string) => new Request(`http://localhost${path}`);

describe("a client's page holds only their own", () => {
  it("lists their invoices, signed quote, project, shared updates and published sites only", async () => {
    const page = (await readClientPage(db, a.leadId, new Date("2031-06-01T00:00:00Z")))!;
    expect(page.invoices.map((i) => i.id)).toEqual([a.invoiceId]);
    expect(page.quotes.map((q) => [q.id, q.sealed])).toEqual([[a.quoteId, true]]);
    expect(page.projects.map((p) => p.id)).toEqual([a.projectId]);
    expect(page.projects[0]!.updates.map((u) => u.body)).toEqual([`Ada shared ${tag}`]);
    expect(page.projects[0]!.statusPages.map((p) => p.id)).toEqual([a.statusPageId]);
    expect(page.projects[0]!.milestonesTotal).toBe(3);
    expect(page.nextCall?.id).toBe(a.bookingId);
  });

  it("answers 404 to another client's invoice, quote, status page and booking ids", async () => {
    const pay = await payRoute(post("/"), params({ token: a.token, id: String(b.invoiceId) }));
    expect([pay.status, (await pay.json()).error]).toEqual([404, "No such invoice"]);
    // Their own invoice passes the client check (and is paid by transfer here: no Stripe configured).
    const own = await payRoute(post("/"), params({ token: a.token, id: String(a.invoiceId) }));
    expect((await own.json()).error).toBe("This invoice is paid by bank transfer");
    const theirPdf = await invoicePdfRoute(get("/"), params({ token: a.token, id: String(b.invoiceId) }));
    expect([theirPdf.status, (await theirPdf.json()).error]).toEqual([404, "No invoice at this address"]);

    expect((await signedRoute(get("/"), params({ token: a.token, id: String(b.quoteId) }))).status).toBe(404);
    const signed = await signedRoute(get("/"), params({ token: a.token, id: String(a.quoteId) }));
    expect([signed.status, Buffer.from(await signed.arrayBuffer()).toString()]).toEqual([
      200,
      `%PDF-1.7 signed ${a.leadId}`,
    ]);

    const report = (pageId: number) =>
      reportRoute(get("/"), params({ token: a.token, pageId: String(pageId), month: "2026-13" }));
    expect((await report(b.statusPageId)).status).toBe(404);
    expect((await report(a.draftPageId)).status).toBe(404);
    expect((await report(a.statusPageId)).status).toBe(400);

    const moved = await rescheduleRoute(post("/"), params({ token: a.token, id: String(b.bookingId) }));
    expect(moved.status).toBe(404);
    const mine = await rescheduleRoute(post("/"), params({ token: a.token, id: String(a.bookingId) }));
    expect(mine.status).toBe(303);
    expect(mine.headers.get("location")).toMatch(/\/book\/manage\/[A-Za-z0-9_-]+$/);
  });

  it("takes no other kind of token, nor a malformed id, as a client's link", async () => {
    expect(await findClientLink(db, b.invoiceLinkToken)).toBeNull();
    expect(await findClientLink(db, `${a.token}x`)).toBeNull();
    expect(await findClientLink(db, "../etc/passwd")).toBeNull();
    const pay = await payRoute(post("/"), params({ token: b.invoiceLinkToken, id: String(b.invoiceId) }));
    expect(pay.status).toBe(404);
    const odd = await signedRoute(get("/"), params({ token: a.token, id: "1e3" }));
    expect(odd.status).toBe(404);
  });

  it("posts a message into the link's own lead only", async () => {
    const answer = await postClientMessageAction({ token: a.token, message: `From Ada ${tag}` });
    expect(answer).toMatchObject({ ok: true });
    const toB = await db.select().from(contactRequests).where(eq(contactRequests.leadId, b.leadId));
    const toA = await db.select().from(contactRequests).where(eq(contactRequests.leadId, a.leadId));
    expect(toB).toEqual([]);
    expect(toA.map((r) => r.message)).toEqual([`From Ada ${tag}`]);
  });
});
