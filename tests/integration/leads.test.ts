/**
 * Leads (docs/sms.md "Leads"): a texted idea, a contact request and a redemption land on the lead with the same
 * phone or e-mail; a redemption joining two leads merges them; merges are idempotent; concurrent first
 * contacts create one lead; a lead's status and its codes' stay in step; the inbox pages, searches and
 * filters in SQL; its figures are exact up to 10,000 and "10,000+" past it. Runs on PGlite and on PostgreSQL (scripts/with-postgres.sh).
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LeadStatCards } from "@/components/leads/lead-stat-cards";
import { db } from "@/lib/db";
import { COUNT_CAP, type Page, type PageRequest } from "@/lib/db/keyset";
import { leadTimeline } from "@/lib/leads/timeline-queries";
import {
  digestLeads,
  leadStats,
  mergedInto,
  pageLeads,
  type LeadPageRequest,
  type LeadRow,
  type LeadStats,
} from "@/lib/leads/queries";
import {
  contactRequests,
  leadEmails,
  leadEvents,
  leads,
  outboxMessages,
  projectCodes,
  smsMessages,
} from "@/lib/db/schema";
import { recordLeadOutbound, setLeadStatus, syncLeadStatusFromCode, updateLeadDetails } from "@/lib/leads/update-lead";
import { attachRedemption, attachTextedMessage } from "@/lib/leads/attach";
import { storeContactRequest } from "@/lib/leads/contact-request";
import { mergeLeads, splitLead } from "@/lib/leads/merge";
import { redeemProjectCode } from "@/lib/project-codes/redeem";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { sendWeeklyDigest } from "@/lib/todos/send-digest";
import { elementText } from "@/tests/support/element-text";
import { phoneNumber, smsParams } from "@/tests/support/twilio";

const tag = () => randomUUID().slice(0, 8);

/** Thrown to roll a test's transaction back once it has asserted. */
class Rollback extends Error {}

async function text(body: string, from: string) {
  return receiveInboundSms(inboundSmsSchema.parse(smsParams(body, from)), {
    modelConfig: null,
    defer: () => undefined,
  });
}

async function contact(email: string, first = "Ada", message = "We need a client portal for our firm.") {
  return db.transaction((tx) =>
    storeContactRequest(
      tx,
      { firstName: first, lastName: "Lovelace", email, projectType: "Consultation", message },
      { to: "agency@example.com", subject: "New contact request", text: message, replyTo: email },
    ),
  );
}

async function redeem(code: string, email: string, name = "Ada Lovelace", phone?: string) {
  return db.transaction(async (tx) => {
    const redeemed = await redeemProjectCode(tx, { code, name, email, phone });
    expect(redeemed).not.toBeNull();
    return attachRedemption(tx, { code, name, email, phone });
  });
}

const leadOf = async (id: number) => (await db.select().from(leads).where(eq(leads.id, id)))[0];
const leadsWith = (where: ReturnType<typeof sql>) => db.select().from(leads).where(where);

describe("matching", () => {
  it("gives a texted idea's sender one lead, however many ideas they text", async () => {
    const phone = phoneNumber();
    const first = await text(`A booking portal for dog groomers ${tag()}`, phone);
    const second = await text(`A members area for a chess club ${tag()}`, phone);
    const found = await db.select().from(leads).where(eq(leads.phone, phone));
    expect(found).toHaveLength(1);
    const lead = found[0]!;
    expect(lead.sources).toEqual(["sms"]);
    expect(lead.lastInboundAt).not.toBeNull();
    const messages = await db.select().from(smsMessages).where(eq(smsMessages.fromNumber, phone));
    expect(messages.map((m) => m.leadId)).toEqual([lead.id, lead.id]);
    const codes = await db
      .select()
      .from(projectCodes)
      .where(inArray(projectCodes.id, [first.detail!.id, second.detail!.id]));
    expect(codes.map((c) => c.leadId)).toEqual([lead.id, lead.id]);
    expect(lead.keywords).toContain(first.detail!.code);
    expect(lead.keywords).toContain("dog groomers");
  });

  it("attaches a contact request by e-mail, whatever its case, and links the notification e-mail", async () => {
    const email = `Ada.${tag()}@Example.com`;
    const a = await contact(email);
    const b = await contact(email.toUpperCase(), "Augusta");
    expect(b.leadId).toBe(a.leadId);
    const lead = (await leadOf(a.leadId))!;
    expect(lead.email).toBe(email.toLowerCase());
    expect(lead.name).toBe("Ada Lovelace");
    expect(lead.sources).toEqual(["contact"]);
    const links = await db.select().from(leadEmails).where(eq(leadEmails.leadId, a.leadId));
    expect(links.map((l) => l.kind)).toEqual(["notification", "notification"]);
    const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, a.requestId));
    expect(request!.leadId).toBe(a.leadId);
  });

  it("merges the SMS sender's lead and the e-mail's lead when a redemption brings both, keeping the older id", async () => {
    const phone = phoneNumber();
    const email = `grace.${tag()}@example.com`;
    const asked = await contact(email, "Grace");
    const texted = await text(`An intranet for a small law office ${tag()}`, phone);
    const smsLead = (await db.select().from(leads).where(eq(leads.phone, phone)))[0]!;
    expect(smsLead.id).toBeGreaterThan(asked.leadId);

    const kept = await redeem(texted.detail!.code, email, "Grace Hopper");
    expect(kept).toBe(asked.leadId);
    expect(await leadOf(smsLead.id)).toBeUndefined();
    const lead = (await leadOf(kept))!;
    expect(lead.phone).toBe(phone);
    expect(lead.email).toBe(email);
    expect(new Set(lead.sources)).toEqual(new Set(["contact", "sms", "redemption"]));
    const [code] = await db.select().from(projectCodes).where(eq(projectCodes.id, texted.detail!.id));
    expect(code!.leadId).toBe(kept);
    expect(code!.contactEmail).toBe(email);
    const messages = await db.select().from(smsMessages).where(eq(smsMessages.fromNumber, phone));
    expect(messages.every((m) => m.leadId === kept)).toBe(true);
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, kept));
    expect(events.filter((e) => e.kind === "merge").map((e) => e.otherLeadId)).toEqual([smsLead.id]);
    expect(await mergedInto(smsLead.id)).toBe(kept);

    // The next text from that phone finds the merged lead.
    await text(`Also a client portal for invoices ${tag()}`, phone);
    expect((await db.select().from(leads).where(eq(leads.phone, phone))).map((l) => l.id)).toEqual([kept]);

    const timeline = await leadTimeline(kept);
    const kinds = timeline.items.map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(["contact", "sms", "code", "redemption", "email", "event"]));
    const times = timeline.items.map((i) => i.at.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it("lets a redemption of an admin's code create or find the lead by e-mail, and fill its phone when free", async () => {
    const code = `LD${tag().toUpperCase()}`.slice(0, 8);
    await db.insert(projectCodes).values({ code, draft: "Admin-written idea" });
    const email = `linus.${tag()}@example.com`;
    const typed = phoneNumber();
    const leadId = await redeem(code, email, "Linus", `(${typed.slice(2, 5)}) ${typed.slice(5, 8)}-${typed.slice(8)}`);
    const lead = (await leadOf(leadId))!;
    expect(lead.email).toBe(email);
    expect(lead.phone).toBe(typed);
    expect(lead.sources).toEqual(["redemption"]);
  });

  it("treats merging twice as merging once", async () => {
    const a = await contact(`one.${tag()}@example.com`);
    const b = await contact(`two.${tag()}@example.com`);
    const first = await db.transaction((tx) =>
      mergeLeads(tx, [b.leadId, a.leadId], { actor: "admin", reason: "same person" }),
    );
    const again = await db.transaction((tx) =>
      mergeLeads(tx, [a.leadId, b.leadId], { actor: "admin", reason: "same person" }),
    );
    expect(first).toBe(a.leadId);
    expect(again).toBe(a.leadId);
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, a.leadId));
    expect(events.filter((e) => e.kind === "merge")).toHaveLength(1);
    const requests = await db
      .select()
      .from(contactRequests)
      .where(inArray(contactRequests.id, [a.requestId, b.requestId]));
    expect(requests.map((r) => r.leadId)).toEqual([a.leadId, a.leadId]);
  });

  it("creates one lead for concurrent first contacts with one e-mail or one phone", async () => {
    const email = `rush.${tag()}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => contact(i % 2 ? email.toUpperCase() : email)),
    );
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1);
    expect(await leadsWith(sql`${leads.email} = ${email}`)).toHaveLength(1);

    const phone = phoneNumber();
    const sids = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const params = smsParams(`Concurrent idea number ${i} ${tag()}`, phone);
        await db.insert(smsMessages).values({
          messageSid: params.MessageSid!,
          fromNumber: phone,
          toNumber: params.To!,
          messageBody: params.Body!,
        });
        return params.MessageSid!;
      }),
    );
    const ids = await Promise.all(
      sids.map((messageSid) =>
        db.transaction((tx) => attachTextedMessage(tx, { messageSid, from: phone, body: "hi" })),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await leadsWith(sql`${leads.phone} = ${phone}`)).toHaveLength(1);
  });

  it("splits chosen items to a new lead", async () => {
    const phone = phoneNumber();
    const first = await text(`A portal for a yoga studio ${tag()}`, phone);
    await text(`A portal for a bakery chain ${tag()}`, phone);
    const [lead] = await db.select().from(leads).where(eq(leads.phone, phone));
    const newId = await db.transaction((tx) =>
      splitLead(
        tx,
        lead!.id,
        {
          smsMessageIds: [],
          contactRequestIds: [],
          projectCodeIds: [first.detail!.id],
          movePhone: false,
          moveEmail: false,
        },
        "admin",
      ),
    );
    const [code] = await db.select().from(projectCodes).where(eq(projectCodes.id, first.detail!.id));
    expect(code!.leadId).toBe(newId);
    expect((await leadOf(lead!.id))!.phone).toBe(phone);
    await expect(
      db.transaction((tx) =>
        splitLead(
          tx,
          lead!.id,
          { smsMessageIds: [], contactRequestIds: [], projectCodeIds: [], movePhone: false, moveEmail: false },
          "admin",
        ),
      ),
    ).rejects.toThrow("Choose at least one item to move.");
  });
});

describe("status", () => {
  it("keeps a lead's status and its codes' in step, both ways, recording each change", async () => {
    const phone = phoneNumber();
    const a = await text(`Portal idea alpha ${tag()}`, phone);
    const b = await text(`Portal idea beta ${tag()}`, phone);
    const [lead] = await db.select().from(leads).where(eq(leads.phone, phone));
    const statuses = async () =>
      (
        await db
          .select({ s: projectCodes.status })
          .from(projectCodes)
          .where(inArray(projectCodes.id, [a.detail!.id, b.detail!.id]))
      ).map((r) => r.s);

    expect(await db.transaction((tx) => setLeadStatus(tx, lead!.id, "contacted", "admin"))).toBe(true);
    expect(await statuses()).toEqual(["contacted", "contacted"]);
    expect(await db.transaction((tx) => setLeadStatus(tx, lead!.id, "contacted", "admin"))).toBe(false);

    await db.transaction(async (tx) => {
      await tx.update(projectCodes).set({ status: "proposal-sent" }).where(eq(projectCodes.id, a.detail!.id));
      await syncLeadStatusFromCode(tx, a.detail!.id, "proposal-sent", "admin");
    });
    expect((await leadOf(lead!.id))!.status).toBe("proposal-sent");
    expect(await statuses()).toEqual(["proposal-sent", "proposal-sent"]);

    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id)).orderBy(leadEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      ["new", "contacted"],
      ["contacted", "proposal-sent"],
    ]);
  });

  it("records notes and follow-ups, and an answer ends 'needs reply'", async () => {
    const { leadId } = await contact(`note.${tag()}@example.com`);
    await db.transaction((tx) =>
      updateLeadDetails(tx, leadId, { ownerNote: "Call after lunch", nextFollowUpOn: "2026-12-01" }, "admin"),
    );
    const lead = (await leadOf(leadId))!;
    expect([lead.ownerNote, lead.nextFollowUpOn]).toEqual(["Call after lunch", "2026-12-01"]);
    const needsReply = async () =>
      (await pageLeads({ ...base, q: lead.email!, reply: "needs-reply" })).page.rows.length;
    expect(await needsReply()).toBe(1);
    await db.transaction((tx) => recordLeadOutbound(tx, leadId));
    expect(await needsReply()).toBe(0);
  });
});

const base: LeadPageRequest = {
  q: "",
  status: "all",
  source: "all",
  reply: "all",
  assigned: "all",
  userId: 1,
  cursor: null,
  dir: "next",
  size: 25,
};

/** Follows Next to the end and Previous back; returns both walks' pages of ids. */
async function walk(read: (request: PageRequest) => Promise<Page<LeadRow>>, size: number) {
  const forward: number[][] = [];
  let page = await read({ cursor: null, dir: "next", size });
  forward.push(page.rows.map((r) => r.id));
  while (page.nextCursor) {
    page = await read({ cursor: page.nextCursor, dir: "next", size });
    forward.push(page.rows.map((r) => r.id));
  }
  const back: number[][] = [page.rows.map((r) => r.id)];
  while (page.prevCursor) {
    page = await read({ cursor: page.prevCursor, dir: "prev", size });
    back.unshift(page.rows.map((r) => r.id));
  }
  return { forward, back };
}

describe("inbox", () => {
  const at = (micros: number) => sql`timestamptz '2003-04-05 06:07:08+00' + ${micros} * interval '1 microsecond'`;

  it("pages newest activity first across equal timestamps, and searches and filters in SQL", async () => {
    const t = `inbox${tag()}`;
    const micros = [...Array(6).fill(0), 1, 2, 3, ...Array.from({ length: 8 }, (_, i) => (i + 1) * 1_000_000)];
    const rows = await db
      .insert(leads)
      .values(
        micros.map((m, i) => ({
          name: `Person ${t} ${i}`,
          email: `${t}-${i}@example.com`,
          phone: i === 3 ? phoneNumber() : null,
          status: i % 4 === 0 ? "contacted" : "new",
          sources: i % 3 === 0 ? ["sms", "redemption"] : ["contact"],
          keywords: i === 5 ? `CODE${t.toUpperCase()} a portal for beekeepers` : "",
          lastInboundAt: i % 2 === 0 ? at(m) : null,
          lastActivityAt: at(m),
        })),
      )
      .returning({ id: leads.id, phone: leads.phone });
    const expected = rows
      .map((r, i) => ({ id: r.id, m: micros[i]! }))
      .sort((a, b) => b.m - a.m || b.id - a.id)
      .map((r) => r.id);

    const read = (extra: Partial<LeadPageRequest>) => (request: PageRequest) =>
      pageLeads({ ...base, q: t, ...extra, ...request }).then((p) => p.page);
    const { forward, back } = await walk(read({}), 4);
    expect(forward.flat()).toEqual(expected);
    expect(back).toEqual(forward);
    expect((await pageLeads({ ...base, q: t })).total).toEqual({ count: 17, capped: false });

    const ids = async (extra: Partial<LeadPageRequest>) =>
      (await pageLeads({ ...base, q: t, size: 100, ...extra })).page.rows.map((r) => r.id).sort((a, b) => a - b);
    const idsWhere = (pick: (i: number) => boolean) =>
      rows
        .map((r, i) => ({ id: r.id, i }))
        .filter(({ i }) => pick(i))
        .map(({ id }) => id)
        .sort((a, b) => a - b);
    expect(await ids({ status: "contacted" })).toEqual(idsWhere((i) => i % 4 === 0));
    expect(await ids({ source: "redemption" })).toEqual(idsWhere((i) => i % 3 === 0));
    expect(await ids({ reply: "needs-reply" })).toEqual(idsWhere((i) => i % 2 === 0));
    expect(await ids({ q: "beekeepers" })).toEqual([rows[5]!.id]);
    expect(await ids({ q: `code${t}` })).toEqual([rows[5]!.id]);
    const phone = rows[3]!.phone!;
    const typed = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    expect((await pageLeads({ ...base, q: typed })).page.rows.map((r) => r.id)).toEqual([rows[3]!.id]);
  });

  it("counts the dashboard card and lists the digest's follow-ups and long waits in aggregate queries", async () => {
    const before = await leadStats(db);
    const t = tag();
    await db.insert(leads).values([
      { name: `due ${t}`, nextFollowUpOn: sql`(now() at time zone 'UTC')::date`, lastActivityAt: sql`now()` },
      {
        name: `waiting ${t}`,
        lastInboundAt: sql`now() - interval '3 days'`,
        lastActivityAt: sql`now() - interval '3 days'`,
      },
      {
        name: `answered ${t}`,
        lastInboundAt: sql`now() - interval '3 days'`,
        lastOutboundAt: sql`now() - interval '2 days'`,
      },
    ]);
    const after = await leadStats(db);
    expect(after.newThisWeek.count - before.newThisWeek.count).toBe(3);
    expect(after.needingReply.count - before.needingReply.count).toBe(1);
    expect(after.followUpsDue.count - before.followUpsDue.count).toBe(1);
    const digest = await digestLeads(db);
    expect(digest.followUps.map((l) => l.name)).toContain(`due ${t}`);
    expect(digest.waiting.map((l) => l.name)).toContain(`waiting ${t}`);
    expect(digest.waiting.map((l) => l.name)).not.toContain(`answered ${t}`);
  });

  it("shows each figure exactly up to 10,000 and as 10,000+ past it", async () => {
    const cards = (stats: LeadStats) => elementText(LeadStatCards({ stats }));
    await expect(
      db.transaction(async (tx) => {
        const waiting = (n: number) =>
          tx.execute(
            sql`insert into ${leads} (name, last_inbound_at, last_activity_at) select 'waiting ' || g, now(), now() from generate_series(1, ${n}) g`,
          );
        const before = await leadStats(tx);
        expect(before.needingReply.capped).toBe(false);
        await waiting(COUNT_CAP - before.needingReply.count);
        const atCap = await leadStats(tx);
        expect(atCap.needingReply).toEqual({ count: COUNT_CAP, capped: false });
        expect(cards(atCap)).toContain("Needing a reply 10,000 ");
        await waiting(1);
        const past = await leadStats(tx);
        expect(past.needingReply).toEqual({ count: COUNT_CAP, capped: true });
        expect(past.newThisWeek).toEqual({ count: COUNT_CAP, capped: true });
        expect(past.followUpsDue).toEqual(before.followUpsDue);
        expect(cards(past)).toContain("Needing a reply 10,000+");
        expect(cards(past)).toContain("New leads this week 10,000+");
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });

  it("shows a contact request's notification with its outbox delivery state", async () => {
    const { leadId, notificationId } = await contact(`outbox.${tag()}@example.com`);
    await db
      .update(outboxMessages)
      .set({ status: "failed", lastError: "provider down" })
      .where(eq(outboxMessages.id, notificationId));
    const { items } = await leadTimeline(leadId);
    const email = items.find((i) => i.kind === "email");
    expect(email).toMatchObject({
      emailKind: "notification",
      status: "failed",
      retrying: true,
      lastError: "provider down",
    });
    // Refused for good (or out of tries): no next try, so it no longer reads as retrying.
    await db.update(outboxMessages).set({ nextAttemptAt: null }).where(eq(outboxMessages.id, notificationId));
    expect((await leadTimeline(leadId)).items.find((i) => i.kind === "email")).toMatchObject({
      status: "failed",
      retrying: false,
    });
  });
});

describe("weekly digest", () => {
  it("lists follow-ups due and leads waiting over 48 hours, each linking to its timeline", async () => {
    const t = tag();
    const [due, waiting] = await db
      .insert(leads)
      .values([
        { name: `Due ${t}`, nextFollowUpOn: sql`(now() at time zone 'UTC')::date - 1` },
        { name: `Waiting ${t}`, lastInboundAt: sql`now() - interval '50 hours'` },
      ])
      .returning({ id: leads.id });
    const sent: { text: string; html?: string }[] = [];
    await sendWeeklyDigest({
      recipients: ["owner@example.com"],
      timeZone: "UTC",
      send: async (message) => {
        sent.push(message);
        return { id: 0, status: "unsent" };
      },
    });
    const [mail] = sent;
    for (const body of [mail!.text, mail!.html!]) {
      expect(body).toContain("Follow-ups due");
      expect(body).toContain(`Due ${t}`);
      expect(body).toContain(`Waiting ${t}`);
      expect(body).toContain(`/leads/${due!.id}`);
      expect(body).toContain(`/leads/${waiting!.id}`);
    }
    expect(mail!.text).toMatch(new RegExp(`Waiting ${t} \\(waiting (49|50|51) hours\\)`));
  });
});
