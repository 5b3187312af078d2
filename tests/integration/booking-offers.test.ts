import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { OFFER_LIFETIME_MS, sendSlotOffer } from "@/lib/bookings/slot-offers";
import { db } from "@/lib/db";
import { bookingOffers, bookings, leads, outboxMessages, smsMessages, smsOptOuts } from "@/lib/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { formatSlotIn } from "@/lib/format/date";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { createBookingHost, createEventType } from "@/tests/support/bookings";
import { phoneNumber, smsParams } from "@/tests/support/twilio";

const text = (body: string, from: string) =>
  receiveInboundSms(inboundSmsSchema.parse(smsParams(body, from)), { modelConfig: null, defer: () => undefined });

/** A lead the team talks with, by text and e-mail. */
async function newLead() {
  const phone = phoneNumber();
  const [lead] = await db
    .insert(leads)
    .values({ name: "Grace Hopper", phone, email: `grace.${phone.slice(1)}@example.com` })
    .returning();
  return lead!;
}

const offerOf = async (id: number) => (await db.select().from(bookingOffers).where(eq(bookingOffers.id, id)))[0]!;

let eventTypeId = 0;
beforeAll(async () => {
  const host = await createBookingHost(db, { weekdays: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "23:30" });
  eventTypeId = (await createEventType(db, [host], { slug: "free-consultation", minimumNoticeMinutes: 60 })).id;
});

describe("free-consultation times offered in the conversation", () => {
  it("texts the next free times, and the answer 2 books the second one and confirms it in the lead's zone", async () => {
    const lead = await newLead();
    const offer = await db.transaction((tx) => sendSlotOffer(tx, lead.id, "admin"));
    expect(offer.starts).toHaveLength(3);
    const [sent] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, offer.outboxMessageId));
    expect(sent).toMatchObject({ channel: "sms", recipient: lead.phone });
    expect(sent!.body).toContain(`2) ${formatSlotIn(offer.starts[1]!, offer.timeZone)}`);
    expect(sent!.body).toContain(`your time, ${offer.timeZone}`);

    const answer = await text("2", lead.phone!);
    expect(answer.reply).toContain("booked");
    expect(answer.reply).toContain(formatSlotIn(offer.starts[1]!, offer.timeZone));
    const [booking] = await db.select().from(bookings).where(eq(bookings.leadId, lead.id));
    expect(booking).toMatchObject({ eventTypeId, startAt: offer.starts[1], guestTimeZone: offer.timeZone });
    expect(await offerOf(offer.offerId)).toMatchObject({ status: "taken", bookingId: booking!.id });

    // The offer is taken: the next "2" is an ordinary message of the conversation.
    const again = await text("2", lead.phone!);
    expect(again).toMatchObject({ reply: null, outcome: "conversation" });
    expect(await db.select().from(bookings).where(eq(bookings.leadId, lead.id))).toHaveLength(1);
  });

  it("books a lead who gave no e-mail, telling only the host by e-mail", async () => {
    const phone = phoneNumber();
    const [lead] = await db.insert(leads).values({ phone }).returning();
    const offer = await db.transaction((tx) => sendSlotOffer(tx, lead!.id, "admin"));
    expect((await text("3", phone)).reply).toContain(formatSlotIn(offer.starts[2]!, offer.timeZone));
    const [booking] = await db.select().from(bookings).where(eq(bookings.leadId, lead!.id));
    expect(booking).toMatchObject({ guestEmail: "", guestPhone: phone, startAt: offer.starts[2] });
    const mail = await db.select().from(outboxMessages).where(eq(outboxMessages.channel, "email"));
    expect(mail.some((m) => m.recipient === "")).toBe(false);
  });

  it("answers a slot taken meanwhile with the next free times, as a new offer", async () => {
    const lead = await newLead();
    const offer = await db.transaction((tx) => sendSlotOffer(tx, lead.id, "admin"));
    const other = await newLead();
    const taken = await db.transaction((tx) => sendSlotOffer(tx, other.id, "admin"));
    expect(taken.starts[0]).toEqual(offer.starts[0]);
    expect((await text("first", other.phone!)).reply).toContain("booked");

    const answer = await text("the first one", lead.phone!);
    expect(answer.reply).toContain("That time was just taken");
    expect(answer.reply).not.toContain(`1) ${formatSlotIn(offer.starts[0]!, offer.timeZone)} `);
    expect(await db.select().from(bookings).where(eq(bookings.leadId, lead.id))).toEqual([]);
    expect((await offerOf(offer.offerId)).status).toBe("expired");
    const [fresh] = await db
      .select()
      .from(bookingOffers)
      .where(and(eq(bookingOffers.leadId, lead.id), eq(bookingOffers.status, "open")));
    expect(fresh!.slotStarts).not.toContain(offer.starts[0]!.toISOString());
    expect(answer.reply).toContain(`1) ${formatSlotIn(fresh!.slotStarts[0]!, offer.timeZone)}`);
  });

  it("takes an answer after 48 hours as an ordinary message", async () => {
    const lead = await newLead();
    const sentAt = new Date(Date.now() - OFFER_LIFETIME_MS - 3_600_000);
    await db.transaction((tx) => sendSlotOffer(tx, lead.id, "admin", sentAt));
    const answer = await text("2", lead.phone!);
    expect(answer).toMatchObject({ reply: null, outcome: "conversation" });
    expect(await db.select().from(bookings).where(eq(bookings.leadId, lead.id))).toEqual([]);
  });

  it("offers no times to a number that opted out", async () => {
    const lead = await newLead();
    await db.insert(smsOptOuts).values({ phoneNumber: lead.phone! });
    const refused = await db.transaction((tx) => sendSlotOffer(tx, lead.id, "admin")).catch((error: unknown) => error);
    expect(isAppError(refused, "forbidden")).toBe(true);
    expect(await db.select().from(bookingOffers).where(eq(bookingOffers.leadId, lead.id))).toEqual([]);
    const texts = await db.select().from(smsMessages).where(eq(smsMessages.leadId, lead.id));
    expect(texts).toEqual([]);
  });

  it("keeps STOP first while an offer is open", async () => {
    const lead = await newLead();
    await db.transaction((tx) => sendSlotOffer(tx, lead.id, "admin"));
    const answer = await text("STOP", lead.phone!);
    expect(answer.outcome).toBe("opted-out");
    expect(await db.select().from(bookings).where(eq(bookings.leadId, lead.id))).toEqual([]);
  });
});
