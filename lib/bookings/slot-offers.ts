/**
 * Free-consultation times offered in the conversation (docs/decisions/bookings.md "Slots offered by text"): the
 * team texts a lead the next free slots, numbered, in the lead's zone; the lead's answer (read by the one
 * inbound decision, lib/sms/inbound-decision.ts) books the chosen slot through `createBooking`, so the
 * exclusion constraint still decides a race; a taken slot is answered with fresh times as a new offer.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { bookingOffers, leads } from "@/lib/db/schema";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { formatSlotIn } from "@/lib/format/date";
import { sendSmsReply } from "@/lib/leads/reply";
import { isOptedOut } from "@/lib/sms/consent";
import { planQuietSend } from "@/lib/sms/plan-quiet-send";
import { recipientTimeZones } from "@/lib/sms/recipient-time-zones";
import { BRAND } from "@/lib/sms/replies";
import { activeEventType, hostAvailability, slotRules } from "./availability";
import { createBooking } from "./create-booking";
import { addDays, computeSlots, zonedDate } from "./slots";

/** The event type offered by text: the seeded free consultation (lib/bookings/seed-free-consultation.ts). */
const OFFERED_EVENT_SLUG = "free-consultation";
/** Slots one text offers. */
const OFFERED_SLOTS = 3;
/** Days searched for them. */
const SEARCH_DAYS = 14;
/** How long an offer can be answered: 48 hours. */
export const OFFER_LIFETIME_MS = 48 * 3_600_000;
/** The zone when the number names none or several (a +1 number of no known area): the agency's. */
const DEFAULT_TIME_ZONE = "America/New_York";

/** An offer as sent: its row, the starts offered (UTC) and the text. */
export interface SentSlotOffer {
  offerId: number;
  starts: Date[];
  timeZone: string;
  body: string;
  outboxMessageId: number;
  sendAt: Date | null;
}

/** The lead's zone: the number's one zone (libphonenumber's country and area code), else the default. */
async function leadTimeZone(phone: string): Promise<string> {
  const zones = await recipientTimeZones(phone);
  return zones?.length === 1 ? zones[0]! : DEFAULT_TIME_ZONE;
}

/** The next `OFFERED_SLOTS` free starts of the offered event type after `now`. */
async function nextFreeStarts(
  tx: Database,
  timeZone: string,
  now: Date,
): Promise<{ eventTypeId: number; starts: Date[] }> {
  const eventType = await activeEventType(tx, OFFERED_EVENT_SLUG);
  if (!eventType) throw new AppError("not_found", "The free consultation is not offered.");
  const from = zonedDate(now, timeZone);
  const to = addDays(from, Math.min(SEARCH_DAYS, eventType.horizonDays + 1));
  const hosts = await hostAvailability(tx, eventType.id, {
    from: now,
    to: new Date(now.getTime() + (SEARCH_DAYS + 2) * 86_400_000),
  });
  const slots = computeSlots(slotRules(eventType), hosts, { from, to, timeZone, now });
  const starts = [...new Set(slots.map((s) => s.startAt.getTime()))].slice(0, OFFERED_SLOTS).map((t) => new Date(t));
  return { eventTypeId: eventType.id, starts };
}

/** The offer's text: "Which time suits you? 1) Tue 10:00 2) Tue 14:30 3) Wed 09:00 (your time, America/New_York)". */
export function offerText(starts: Date[], timeZone: string, lead = "Which time suits you for a free call?"): string {
  const choices = starts.map((start, i) => `${i + 1}) ${formatSlotIn(start, timeZone)}`).join(" ");
  return `${BRAND}: ${lead} ${choices} (your time, ${timeZone}). Reply with its number.`;
}

/** Stores a new open offer of `starts` for `leadId`, expiring the lead's open one first. */
async function storeOffer(
  tx: Database,
  offer: { leadId: number; eventTypeId: number; starts: Date[]; timeZone: string },
  now: Date,
): Promise<number> {
  await tx
    .update(bookingOffers)
    .set({ status: "expired" })
    .where(and(eq(bookingOffers.leadId, offer.leadId), eq(bookingOffers.status, "open")));
  const [row] = await tx
    .insert(bookingOffers)
    .values({
      leadId: offer.leadId,
      eventTypeId: offer.eventTypeId,
      slotStarts: offer.starts.map((s) => s.toISOString()),
      timeZone: offer.timeZone,
      sentAt: now,
      expiresAt: new Date(now.getTime() + OFFER_LIFETIME_MS),
    })
    .returning({ id: bookingOffers.id });
  return row!.id;
}

/**
 * Texts lead `leadId` the next free times as the agency's reply of `admin` (at once, or when the lead's
 * quiet hours end), and stores the open offer, in `tx`.
 * @throws AppError `not_found` when the lead is gone; `invalid` when it has no number or no free time is
 *   left; `forbidden` when the number opted out.
 */
export async function sendSlotOffer(
  tx: Database,
  leadId: number,
  admin: string,
  now = new Date(),
): Promise<SentSlotOffer> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new AppError("not_found", "This lead no longer exists.");
  if (!lead.phone) throw new AppError("invalid", "This lead has no phone number to text.");
  if (await isOptedOut(tx, lead.phone)) throw new AppError("forbidden", "This number opted out of texts.");
  const timeZone = await leadTimeZone(lead.phone);
  const { eventTypeId, starts } = await nextFreeStarts(tx, timeZone, now);
  if (starts.length === 0) throw new AppError("invalid", "No free consultation time is left to offer.");
  const body = offerText(starts, timeZone);
  const { sendAt } = await planQuietSend(lead.phone, now);
  const queued = await sendSmsReply(
    tx,
    { leadId, body, admin, scheduledFor: sendAt.getTime() > now.getTime() ? sendAt : undefined },
    now,
  );
  const offerId = await storeOffer(tx, { leadId, eventTypeId, starts, timeZone }, now);
  return { offerId, starts, timeZone, body, outboxMessageId: queued.outboxMessageId, sendAt: queued.sendAt };
}

/** What a chosen slot came to: the reply text, and the booking e-mails to try after commit. */
export interface TakenSlot {
  reply: string;
  outboxIds: number[];
}

/**
 * Books slot `index` of open offer `offerId` for its lead, in the pipeline's transaction `tx` (the booking
 * in a savepoint, so a refused time leaves the message's work intact). A time no longer free is answered
 * with the next free times, stored as a new offer.
 */
export async function takeSlotOffer(
  tx: Database,
  offerId: number,
  index: number,
  now = new Date(),
): Promise<TakenSlot> {
  const [offer] = await tx.select().from(bookingOffers).where(eq(bookingOffers.id, offerId));
  const [lead] = offer ? await tx.select().from(leads).where(eq(leads.id, offer.leadId)) : [];
  if (!offer || !lead) throw new Error(`booking offer ${offerId} vanished during its answer`);
  const start = offer.slotStarts[index]!;
  try {
    const booked = await createBooking(
      tx,
      {
        eventTypeSlug: OFFERED_EVENT_SLUG,
        startAt: new Date(start),
        timeZone: offer.timeZone,
        name: lead.name?.trim() || lead.phone || "Guest",
        email: lead.email ?? "",
        phone: lead.phone ?? undefined,
        idempotencyKey: `offer-${offerId}-${index}`,
        answers: {},
      },
      now,
      { fromOffer: true },
    );
    await tx
      .update(bookingOffers)
      .set({ status: "taken", bookingId: booked.bookingId })
      .where(eq(bookingOffers.id, offerId));
    return {
      reply: `${BRAND}: booked. Your free call is ${formatSlotIn(start, offer.timeZone)} (your time, ${offer.timeZone}); we will call this number.`,
      outboxIds: booked.outboxIds,
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    const { eventTypeId, starts } = await nextFreeStarts(tx, offer.timeZone, now);
    if (starts.length === 0) {
      await tx.update(bookingOffers).set({ status: "expired" }).where(eq(bookingOffers.id, offerId));
      return { reply: `${BRAND}: that time was just taken and no other is free now; we will text you.`, outboxIds: [] };
    }
    await storeOffer(tx, { leadId: lead.id, eventTypeId, starts, timeZone: offer.timeZone }, now);
    return {
      reply: offerText(starts, offer.timeZone, "That time was just taken. Which of these suits you?"),
      outboxIds: [],
    };
  }
}

/** The claim's read of a number's open, unexpired offer, as JSON `{id, starts, timeZone}` or null (one index look-up). */
export function openOfferSql(phone: string | null) {
  return sql`(select json_build_object('id', o.id, 'starts', o.slot_starts, 'timeZone', o.time_zone)
    from ${bookingOffers} o join ${leads} l on l.id = o.lead_id
    where l.phone = ${phone} and o.status = 'open' and o.expires_at > now() order by o.id desc limit 1)`;
}
