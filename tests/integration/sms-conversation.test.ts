/**
 * A two-way conversation through the whole pipeline (docs/sms.md "What happens to a text"): once the agency
 * answered a lead, or moved it past `new`, within the window, the lead's texts land on its timeline with
 * no automatic answer and no code; NEW IDEA still asks for one; revocations in the person's own words are
 * honoured, recorded with their message and confirmed once; replays of one MessageSid change nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { leads, projectCodes, smsConsentEvents, smsMessages, smsOptOuts } from "@/lib/db/schema";
import { sendSmsReply } from "@/lib/leads/reply";
import { leadTimeline } from "@/lib/leads/timeline-queries";
import { setLeadStatus } from "@/lib/leads/update-lead";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { CONVERSATION_WINDOW_DAYS, NEW_IDEA_KEYWORD } from "@/lib/sms/inbound-decision";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { OPT_OUT_CONFIRMATION } from "@/lib/sms/replies";
import { phoneNumber, smsParams } from "@/tests/support/twilio";

async function text(body: string, from: string, extra: Record<string, string> = {}) {
  return receiveInboundSms(inboundSmsSchema.parse(smsParams(body, from, extra)), {
    modelConfig: null,
    defer: () => undefined,
  });
}

/** A person who texted an idea and got a code: their lead id. */
async function personWithIdea(): Promise<{ phone: string; leadId: number }> {
  const phone = phoneNumber();
  const first = await text("A booking portal for dog groomers", phone);
  expect(first.outcome).toBe("code-created");
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.phone, phone));
  return { phone, leadId: lead!.id };
}

const codesOf = (phone: string) => db.select().from(projectCodes).where(eq(projectCodes.contactPhone, phone));
const leadOf = async (id: number) => (await db.select().from(leads).where(eq(leads.id, id)))[0]!;
const messagesOf = (leadId: number) =>
  db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.leadId, leadId), eq(smsMessages.direction, "inbound")));

/** Moves the lead's dates `days` into the past, as if nothing happened since. */
async function age(leadId: number, days: number) {
  const past = sql`now() - make_interval(days => ${days})`;
  await db
    .update(leads)
    .set({
      lastOutboundAt: sql`case when ${leads.lastOutboundAt} is null then null else ${past} end`,
      lastActivityAt: past,
      lastInboundAt: past,
    })
    .where(eq(leads.id, leadId));
}

describe("a conversation", () => {
  it("keeps a lead's answer to an admin on its timeline: no automatic reply, no code, needs reply", async () => {
    const { phone, leadId } = await personWithIdea();
    await db.transaction((tx) => sendSmsReply(tx, { leadId, body: "Can we call tomorrow?", admin: "admin" }));

    const answer = await text("Yes tomorrow at 10 works for me, thanks!", phone);
    expect(answer).toMatchObject({ reply: null, status: "routed", outcome: "conversation" });
    for (const short of ["ok", "thanks!"]) expect((await text(short, phone)).reply).toBeNull();

    expect(await codesOf(phone)).toHaveLength(1);
    const bodies = (await messagesOf(leadId)).map((m) => m.messageBody);
    expect(bodies).toEqual(expect.arrayContaining(["Yes tomorrow at 10 works for me, thanks!", "ok", "thanks!"]));
    const lead = await leadOf(leadId);
    expect(lead.lastInboundAt!.getTime()).toBeGreaterThan(lead.lastOutboundAt!.getTime());
  });

  it("is open while the lead's status is past new, without any reply", async () => {
    const { phone, leadId } = await personWithIdea();
    await db.transaction((tx) => setLeadStatus(tx, leadId, "contacted", "admin"));
    expect((await text("When can we talk about the portal?", phone)).outcome).toBe("conversation");
    expect(await codesOf(phone)).toHaveLength(1);
  });

  it(`closes ${CONVERSATION_WINDOW_DAYS} days after the last reply or activity: today's intake again`, async () => {
    const replied = await personWithIdea();
    await db.transaction((tx) =>
      sendSmsReply(tx, { leadId: replied.leadId, body: "Can we call tomorrow?", admin: "admin" }),
    );
    await age(replied.leadId, CONVERSATION_WINDOW_DAYS + 1);
    expect((await text("A shop for my bakery with online orders", replied.phone)).outcome).toBe("code-created");

    const moved = await personWithIdea();
    await db.transaction((tx) => setLeadStatus(tx, moved.leadId, "contacted", "admin"));
    await age(moved.leadId, CONVERSATION_WINDOW_DAYS - 1);
    expect((await text("still there?", moved.phone)).outcome).toBe("conversation");
    await age(moved.leadId, CONVERSATION_WINDOW_DAYS + 1);
    expect((await text("A shop for my bakery with online orders", moved.phone)).outcome).toBe("code-created");
  });

  it("gives a code for an explicit NEW IDEA, on the same lead", async () => {
    const { phone, leadId } = await personWithIdea();
    await db.transaction((tx) => sendSmsReply(tx, { leadId, body: "Thanks, we will call.", admin: "admin" }));
    const answer = await text(`${NEW_IDEA_KEYWORD}: a shop for my bakery`, phone);
    expect(answer.outcome).toBe("code-created");
    expect(answer.reply).toMatch(/project code is [A-Z0-9]{8} for "a shop for my bakery"/);
    const codes = await codesOf(phone);
    expect(codes).toHaveLength(2);
    expect(codes.every((c) => c.leadId === leadId)).toBe(true);
  });

  it("answers a replayed MessageSid once: one stored message, the same empty answer", async () => {
    const { phone, leadId } = await personWithIdea();
    await db.transaction((tx) => sendSmsReply(tx, { leadId, body: "Can we call tomorrow?", admin: "admin" }));
    const params = smsParams("Sure, 10 am", phone);
    const first = await receiveInboundSms(inboundSmsSchema.parse(params), { modelConfig: null });
    const again = await receiveInboundSms(inboundSmsSchema.parse(params), { modelConfig: null });
    expect(first).toMatchObject({ reply: null, outcome: "conversation", duplicate: false });
    expect(again).toMatchObject({ reply: null, duplicate: true });
    expect((await messagesOf(leadId)).filter((m) => m.messageSid === params.MessageSid)).toHaveLength(1);
  });

  it("tells a conversation how to ask for another code in the HELP reply", async () => {
    const { phone, leadId } = await personWithIdea();
    await db.transaction((tx) => setLeadStatus(tx, leadId, "contacted", "admin"));
    expect((await text("HELP", phone)).reply).toContain(`Start a text with ${NEW_IDEA_KEYWORD} for another code`);
  });
});

describe("revocation in any words", () => {
  const ledgerOf = (phone: string) => db.select().from(smsConsentEvents).where(eq(smsConsentEvents.phoneNumber, phone));
  const optedOut = async (phone: string) =>
    (await db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone))).length === 1;

  it.each([
    ["stop please", "STOP"],
    ["Please STOP texting me", "STOP"],
    ["ok that's enough, unsubscribe.", "UNSUBSCRIBE"],
    ["I want to Opt-Out", "OPT OUT"],
    ["QUIT", "QUIT"],
  ])("honours %j from a stranger: recorded with its message, confirmed, no code", async (body, keyword) => {
    const phone = phoneNumber();
    const answer = await text(body, phone);
    expect(answer.outcome).toBe("opted-out");
    // Twilio confirms its own whole-message keywords; a revocation in other words gets our one confirmation.
    expect(answer.reply).toBe(body === "QUIT" ? null : OPT_OUT_CONFIRMATION);
    expect(await optedOut(phone)).toBe(true);
    expect(await ledgerOf(phone)).toEqual([expect.objectContaining({ action: "opt-out", keyword, messageBody: body })]);
    expect(await codesOf(phone)).toHaveLength(0);
  });

  it("honours a revocation in a conversation, confirms it once, then blocks the number", async () => {
    const { phone, leadId } = await personWithIdea();
    await db.transaction((tx) => sendSmsReply(tx, { leadId, body: "Can we call tomorrow?", admin: "admin" }));
    expect((await text("no, stop please", phone)).reply).toBe(OPT_OUT_CONFIRMATION);
    expect((await text("I said STOP texting me", phone)).reply).toBeNull();
    expect((await text("A booking app for dog walkers", phone)).outcome).toBe("blocked");
    expect((await ledgerOf(phone)).map((e) => e.keyword)).toEqual(["STOP", "STOP"]);
    expect(await codesOf(phone)).toHaveLength(1);
  });

  it("shows what an opted-out lead still texts on its timeline, received while opted out, unanswered", async () => {
    const { phone, leadId } = await personWithIdea();
    expect((await text("STOP", phone)).reply).toBeNull();
    for (const body of ["Hello? are you there", "HELP"]) {
      expect(await text(body, phone)).toMatchObject({ reply: null, status: "blocked", outcome: "blocked" });
    }
    const { items } = await leadTimeline(leadId, phone);
    const inbound = items.flatMap((item) => (item.kind === "sms" && item.direction === "inbound" ? [item] : []));
    expect(inbound.map((item) => [item.body, item.receivedWhileOptedOut])).toEqual([
      ["A booking portal for dog groomers", false],
      ["Hello? are you there", true],
      ["HELP", true],
    ]);
    // A number opted out with no lead gets none made for it.
    const stranger = phoneNumber();
    await text("STOP", stranger);
    await text("Hello?", stranger);
    expect(await db.select().from(leads).where(eq(leads.phone, stranger))).toEqual([]);
  });

  it("takes 'the weekend works' for an answer, not a revocation", async () => {
    const { phone, leadId } = await personWithIdea();
    await db.transaction((tx) => sendSmsReply(tx, { leadId, body: "When suits you?", admin: "admin" }));
    expect((await text("the weekend works", phone)).outcome).toBe("conversation");
    expect(await optedOut(phone)).toBe(false);
  });

  it("records a replayed revocation once", async () => {
    const phone = phoneNumber();
    const params = smsParams("please stop", phone);
    await receiveInboundSms(inboundSmsSchema.parse(params), { modelConfig: null });
    const again = await receiveInboundSms(inboundSmsSchema.parse(params), { modelConfig: null });
    expect(again).toMatchObject({ reply: OPT_OUT_CONFIRMATION, duplicate: true });
    expect(await ledgerOf(phone)).toHaveLength(1);
  });
});
