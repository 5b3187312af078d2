/**
 * Quotes (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): a quote drafted from a lead's proposal,
 * sent (its version frozen: the database refuses to change it), opened once, accepted once under fifty
 * concurrent accepts, refused with what to do when superseded, expired or declined; the stored PDF hash is
 * the hash of the PDF served; the event chain breaks where a row was edited or deleted. Runs on PGlite and
 * on PostgreSQL (scripts/with-postgres.sh).
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getOfferedPdf } from "@/app/q/[token]/pdf/route";
import { db } from "@/lib/db";
import {
  leadEvents,
  leads,
  outboxMessages,
  projectCodes,
  quoteAcceptances,
  quotes,
  quoteVersions,
  smsOptOuts,
} from "@/lib/db/schema";
import { acceptQuote, declineQuote } from "@/lib/quotes/answer-quote";
import { sha256Hex } from "@/lib/quotes/canonical";
import { createQuoteForLead, saveQuote, voidQuote } from "@/lib/quotes/create-quote";
import { readQuoteEvents } from "@/lib/quotes/event-chain";
import { openOffer } from "@/lib/quotes/read-offer";
import { quoteFieldsSchema, toQuoteDraft, type QuoteFields } from "@/lib/quotes/schemas";
import { sendQuote } from "@/lib/quotes/send-quote";
import { phoneNumber } from "@/tests/support/twilio";
import { createTestUser, deleteTestUsers, type TestUser } from "@/tests/support/users";

const tag = randomUUID().slice(0, 8);
/** A stand-in for Chromium: a distinct "PDF" per document. */
const render = async (html: string) => Buffer.from(`%PDF-1.7 ${sha256Hex(html)}`);
const origin = { clientIp: "198.51.100.7", userAgent: "Mozilla/5.0 (test)" };
let staff: TestUser;

beforeAll(async () => {
  staff = await createTestUser(db, `quotes-${tag}`, "staff");
});
afterAll(() => deleteTestUsers(db, [staff]));

async function newLead(proposal = "Shop website\n- Design\n- Build\n- Launch") {
  const [lead] = await db
    .insert(leads)
    .values({ name: `Quote ${tag}`, email: `q.${randomUUID().slice(0, 8)}@example.test`, assignedTo: staff.id })
    .returning();
  await db.insert(projectCodes).values({ code: `Q${randomUUID().slice(0, 8)}`, draft: proposal, leadId: lead!.id });
  return lead!;
}

const fields = (overrides: Partial<QuoteFields> = {}): QuoteFields => ({
  title: "Shop website",
  summary: "A shop",
  currency: "USD",
  items: [
    { description: "Design", quantity: "10", unit: "hour", unitPrice: "120.00", discountPercent: "", taxPercent: "" },
    { description: "Build", quantity: "1.5", unit: "week", unitPrice: "3000", discountPercent: "10", taxPercent: "" },
  ],
  discountPercent: "",
  taxPercent: "8.25",
  taxMode: "exclusive",
  validUntil: "2099-12-31",
  paymentTerms: "Net 14",
  depositPercent: "30",
  termsText: "Terms.",
  ...overrides,
});
const draftOf = (overrides: Partial<QuoteFields> = {}) => toQuoteDraft(quoteFieldsSchema.parse(fields(overrides)));

/** A lead with a priced quote sent by e-mail: its id, link token and lead. */
async function sentQuote() {
  const lead = await newLead();
  const { id } = await createQuoteForLead(db, lead.id, staff.username);
  await saveQuote(db, id, draftOf(), staff.username);
  const sent = await sendQuote(db, id, "email", staff.username, new Date(), render);
  return { id, lead, token: sent.link.split("/q/")[1]!, sent };
}

describe("drafting and sending", () => {
  it("prefills from the lead's proposal and prices with the money module", async () => {
    const lead = await newLead();
    const { id } = await createQuoteForLead(db, lead.id, staff.username);
    const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
    expect(version!.title).toBe("Shop website");
    expect(version!.items.map((item) => item.description)).toEqual(["Design", "Build", "Launch"]);
    expect(version!.termsText).not.toBe("");
    await saveQuote(db, id, draftOf(), staff.username);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
    // Lines 1,200.00 and 4,050.00 (1.5 × 3,000 less 10 %); tax 8.25 % per line: 99.00 and 334.125 → 334.12 (half to even).
    expect(quote!.totalMinor).toBe(525000 + 9900 + 33412);
  });

  it("sends by e-mail through the outbox with a link whose token is stored only hashed", async () => {
    const { id, lead, token, sent } = await sentQuote();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
    expect(version!.tokenHash).toBe(sha256Hex(token));
    expect(version!.sentTo).toBe(lead.email);
    const mail = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, lead.email!));
    expect(mail.some((m) => m.body.includes(sent.link))).toBe(true);
    const timeline = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(timeline.map((e) => e.body)).toContainEqual(expect.stringContaining("sent to"));
  });

  it("never changes a sent version: the database refuses, and an edit makes version 2", async () => {
    const { id, token } = await sentQuote();
    await expect(
      db
        .update(quoteVersions)
        .set({ title: "Changed" })
        .where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.number, 1))),
    ).rejects.toThrow();
    await expect(
      db.delete(quoteVersions).where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.number, 1))),
    ).rejects.toThrow();
    const { version } = await saveQuote(db, id, draftOf({ title: "Shop website, revised" }), staff.username);
    expect(version).toBe(2);
    const [v1] = await db
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.number, 1)));
    expect(v1!.title).toBe("Shop website");
    const sent2 = await sendQuote(db, id, "email", staff.username, new Date(), render);
    const old = await openOffer(db, token);
    expect(old!.state).toBe("superseded");
    expect(old!.latestSentVersion).toBe(2);
    expect((await openOffer(db, token, { latest: true }))!.version.number).toBe(2);
    await expect(
      acceptQuote(db, { token, version: 1, typedName: "Ann Client", signaturePng: null }, origin),
    ).rejects.toThrow(/replaced by version 2/);
    expect((await openOffer(db, sent2.link.split("/q/")[1]!))!.state).toBe("open");
  });
});

describe("sending by SMS", () => {
  it("texts the link to a number that may be texted, and refuses one that opted out", async () => {
    const phone = phoneNumber();
    const [lead] = await db
      .insert(leads)
      .values({ name: `Sms ${tag}`, phone, assignedTo: staff.id })
      .returning();
    const { id } = await createQuoteForLead(db, lead!.id, staff.username);
    await saveQuote(db, id, draftOf(), staff.username);
    // Noon in New York: no quiet hours, the text leaves at once.
    const noon = new Date("2030-03-05T17:00:00Z");
    const sent = await sendQuote(db, id, "sms", staff.username, noon, render);
    const [text] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
    expect(text).toMatchObject({ channel: "sms" });
    expect(text!.body).toContain(sent.link);

    const stopped = phoneNumber();
    const [other] = await db
      .insert(leads)
      .values({ name: `Stop ${tag}`, phone: stopped })
      .returning();
    await db.insert(smsOptOuts).values({ phoneNumber: stopped });
    const second = await createQuoteForLead(db, other!.id, staff.username);
    await saveQuote(db, second.id, draftOf(), staff.username);
    await expect(sendQuote(db, second.id, "sms", staff.username, noon, render)).rejects.toThrow(/opted out|STOP/i);
    const [unsent] = await db.select().from(quotes).where(eq(quotes.id, second.id));
    expect(unsent!.status).toBe("draft");
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, stopped))).toEqual([]);
  });
});

describe("the client's answer", () => {
  it("records the first view once, then accepts once under fifty concurrent accepts", async () => {
    const { id, lead, token } = await sentQuote();
    await Promise.all([openOffer(db, token), openOffer(db, token)]);
    const viewed = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(viewed.filter((e) => e.body?.includes("opened")).length).toBe(1);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) =>
        acceptQuote(db, { token, version: 1, typedName: `Ann Client ${n}`, signaturePng: null }, origin),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled").length).toBe(1);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect(String((r as PromiseRejectedResult).reason)).toMatch(/already accepted/);
    const acceptances = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id));
    expect(acceptances.length).toBe(1);
    const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
    expect(acceptances[0]).toMatchObject({
      clientIp: origin.clientIp,
      userAgent: origin.userAgent,
      sentTo: lead.email,
      versionNumber: 1,
      offeredPdfSha256: version!.pdfSha256,
      contentSha256: version!.contentSha256,
    });
    // The hash stored is the hash of the PDF the client downloads from the link.
    const served = await getOfferedPdf(new Request(`http://localhost/q/${token}/pdf?version=1`), {
      params: Promise.resolve({ token }),
    });
    expect(served.status).toBe(200);
    expect(sha256Hex(Buffer.from(await served.arrayBuffer()))).toBe(acceptances[0]!.offeredPdfSha256);
    const forged = await getOfferedPdf(new Request(`http://localhost/q/x/pdf`), {
      params: Promise.resolve({ token: "x\u0000" }),
    });
    expect(forged.status).toBe(404);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(quote!.status).toBe("accepted");
  });

  it("refuses a declined, voided, expired or forged answer with what to do, and changes nothing", async () => {
    const declined = await sentQuote();
    await declineQuote(db, { token: declined.token, version: 1, reason: "Too dear" }, origin);
    await expect(
      acceptQuote(db, { token: declined.token, version: 1, typedName: "Ann", signaturePng: null }, origin),
    ).rejects.toThrow(/declined.*new quote/);

    const voided = await sentQuote();
    await voidQuote(db, voided.id, staff.username);
    await expect(
      acceptQuote(db, { token: voided.token, version: 1, typedName: "Ann", signaturePng: null }, origin),
    ).rejects.toThrow(/withdrew/);

    const expired = await sentQuote();
    await expect(
      acceptQuote(
        db,
        { token: expired.token, version: 1, typedName: "Ann", signaturePng: null },
        origin,
        new Date("2100-06-01"),
      ),
    ).rejects.toThrow(/expired.*renew/);

    await expect(
      acceptQuote(db, { token: "A".repeat(43), version: 1, typedName: "Ann", signaturePng: null }, origin),
    ).rejects.toThrow(/not valid/);
    await expect(
      acceptQuote(
        db,
        { token: expired.token, version: 1, typedName: "Ann", signaturePng: Buffer.from("GIF89a") },
        origin,
      ),
    ).rejects.toThrow(/not a PNG/);
    const rows = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(quoteAcceptances)
      .where(sql`${quoteAcceptances.quoteId} in (${declined.id}, ${voided.id}, ${expired.id})`);
    expect(rows[0]!.count).toBe(0);
  });
});

describe("the event chain", () => {
  it("is intact as written, and breaks where a row is edited or deleted", async () => {
    const { id, token } = await sentQuote();
    await openOffer(db, token);
    const before = await readQuoteEvents(db, id);
    expect(before.check).toEqual({ intact: true, length: 3 });
    expect(before.events.map((e) => e.kind)).toEqual(["created", "sent", "viewed"]);

    // The trigger refuses both; a tamperer with the database owner's rights switches it off first.
    await expect(
      db.execute(sql`update quote_events set detail = '{}' where quote_id = ${id} and seq = 2`),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table quote_events disable trigger quote_events_append_only`);
      await tx.execute(sql`update quote_events set detail = '{"channel":"sms"}' where quote_id = ${id} and seq = 2`);
      await tx.execute(sql`alter table quote_events enable trigger quote_events_append_only`);
    });
    expect((await readQuoteEvents(db, id)).check).toMatchObject({
      intact: false,
      brokenAt: 2,
      reason: "its content was changed",
    });

    const other = await sentQuote();
    await openOffer(db, other.token);
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table quote_events disable trigger quote_events_append_only`);
      await tx.execute(sql`delete from quote_events where quote_id = ${other.id} and seq = 2`);
      await tx.execute(sql`alter table quote_events enable trigger quote_events_append_only`);
    });
    expect((await readQuoteEvents(db, other.id)).check).toMatchObject({
      intact: false,
      brokenAt: 2,
      reason: "an event is missing",
    });

    const last = await sentQuote();
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table quote_events disable trigger quote_events_append_only`);
      await tx.execute(sql`delete from quote_events where quote_id = ${last.id} and seq = 2`);
      await tx.execute(sql`alter table quote_events enable trigger quote_events_append_only`);
    });
    expect((await readQuoteEvents(db, last.id)).check).toMatchObject({
      intact: false,
      reason: "the newest events are missing",
    });
  });
});
