/**
 * The inbox as an admin uses it during a conversation (docs/sms.md "Leads"): an opted-out lead is marked
 * and never needs a reply; a phone is found in any format the screens show it; a split leaves each lead
 * the sources it holds; and every change a screen shows (an inbound text, a STOP, a delivery state, a
 * status, a new lead) is announced to the open screens (docs/decisions/data-and-jobs.md "Live updates").
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { leads, projectCodes, smsMessages, smsOptOuts } from "@/lib/db/schema";
import { storeContactRequest } from "@/lib/leads/contact-request";
import { splitLead } from "@/lib/leads/merge";
import { leadStats, pageLeads, type LeadPageRequest } from "@/lib/leads/queries";
import { sendSmsReply } from "@/lib/leads/reply";
import { setLeadStatus } from "@/lib/leads/update-lead";
import { subscribe } from "@/lib/live/hub";
import { advanceDeliveryStatus } from "@/lib/sms/delivery-status";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { phoneNumber, smsParams } from "@/tests/support/twilio";

const text = (body: string, from: string) =>
  receiveInboundSms(inboundSmsSchema.parse(smsParams(body, from)), { modelConfig: null, defer: () => undefined });

const page = (request: Partial<LeadPageRequest>) =>
  pageLeads({
    size: 50,
    cursor: null,
    q: "",
    status: "all",
    source: "all",
    reply: "all",
    assigned: "all",
    userId: 1,
    ...request,
  } as LeadPageRequest);

async function leadByPhone(phone: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.phone, phone));
  return lead!;
}

describe("the inbox", () => {
  it("marks an opted-out lead and never counts it as needing a reply", async () => {
    const phone = phoneNumber();
    await text("A portal for my landscaping business", phone);
    const lead = await leadByPhone(phone);
    const before = await leadStats(db);
    expect((await page({ q: phone })).page.rows[0]).toMatchObject({ id: lead.id, needsReply: true, optedOut: false });

    await text("stop please", phone);
    const row = (await page({ q: phone })).page.rows[0]!;
    expect(row).toMatchObject({ id: lead.id, needsReply: false, optedOut: true });
    expect((await page({ reply: "needs-reply", q: phone })).page.rows).toHaveLength(0);
    expect((await leadStats(db)).needingReply.count).toBe(before.needingReply.count - 1);
  });

  it("finds a phone in any format the screens show it", async () => {
    const phone = `+1555${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    await text("A booking site for my yoga studio", phone);
    const lead = await leadByPhone(phone);
    const local = `${phone.slice(5, 8)}-${phone.slice(8)}`;
    for (const q of [local, `(555) ${local}`, `+1 (555) ${local}`, phone.slice(2), phone]) {
      expect(
        (await page({ q })).page.rows.map((r) => r.id),
        q,
      ).toContain(lead.id);
    }
  });

  it("recomputes both leads' sources after a split, from what each holds", async () => {
    const phone = phoneNumber();
    const email = `split-${randomUUID().slice(0, 8)}@example.test`;
    await text("A shop for my bakery with online orders", phone);
    const lead = await leadByPhone(phone);
    await db.update(leads).set({ email }).where(eq(leads.id, lead.id));
    await db.transaction((tx) =>
      storeContactRequest(
        tx,
        {
          firstName: "Ada",
          lastName: "Lovelace",
          email,
          projectType: "Consultation",
          message: "Call me about the bakery shop.",
        },
        { to: "agency@example.com", subject: "New contact request", text: "-", replyTo: email },
      ),
    );
    expect((await leadByPhone(phone)).sources).toEqual(["sms", "contact"]);
    const [code] = await db.select().from(projectCodes).where(eq(projectCodes.leadId, lead.id));
    const messages = await db.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.leadId, lead.id));

    // The texted idea and its (unredeemed) code move: the new lead came by SMS, the old one by the contact form only.
    const newId = await db.transaction((tx) =>
      splitLead(
        tx,
        lead.id,
        {
          smsMessageIds: messages.map((m) => m.id),
          contactRequestIds: [],
          projectCodeIds: [code!.id],
          movePhone: true,
          moveEmail: false,
        },
        "admin",
      ),
    );
    const [moved] = await db.select().from(leads).where(eq(leads.id, newId));
    const [kept] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(moved!.sources).toEqual(["sms"]);
    expect(kept!.sources).toEqual(["contact"]);
  });
});

describe("live updates of the leads screens", () => {
  let heard: (string | null)[] = [];
  let stop = () => {};
  beforeAll(async () => {
    stop = await subscribe((topic) => heard.push(topic));
  });
  afterAll(() => stop());

  /** The topics heard once `topics` all arrived (notifications are delivered after commit). */
  async function hear(topics: string[]): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (!topics.every((topic) => heard.includes(topic))) {
      if (Date.now() > deadline)
        throw new Error(`Heard ${JSON.stringify(heard)}, waiting for ${JSON.stringify(topics)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("announces a conversation's text, a STOP, a delivery state and a status change on the lead's page and the lists", async () => {
    const phone = phoneNumber();
    await text("An intranet for our law firm", phone);
    const lead = await leadByPhone(phone);
    const topics = ["leads", `lead:${lead.id}`];
    await hear(topics);

    heard = [];
    const reply = await db.transaction((tx) =>
      sendSmsReply(tx, { leadId: lead.id, body: "Can we call tomorrow?", admin: "admin" }),
    );
    await hear(topics);

    heard = [];
    await text("Yes, 10 am works", phone);
    await hear(topics);

    heard = [];
    await advanceDeliveryStatus({ outboxMessageId: reply.outboxMessageId }, "delivered");
    await hear([`lead:${lead.id}`]);

    heard = [];
    await db.transaction((tx) => setLeadStatus(tx, lead.id, "contacted", "admin"));
    await hear(topics);

    heard = [];
    await text("STOP", phone);
    await hear(topics);
    expect(await db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone))).toHaveLength(1);
  });

  it("announces a new lead from the contact form", async () => {
    heard = [];
    const email = `live-${randomUUID().slice(0, 8)}@example.test`;
    await db.transaction((tx) =>
      storeContactRequest(
        tx,
        {
          firstName: "Grace",
          lastName: "Hopper",
          email,
          projectType: "Consultation",
          message: "A compiler for our team.",
        },
        { to: "agency@example.com", subject: "New contact request", text: "-", replyTo: email },
      ),
    );
    const [lead] = await db.select().from(leads).where(eq(leads.email, email));
    await hear(["leads", `lead:${lead!.id}`]);
  });
});
