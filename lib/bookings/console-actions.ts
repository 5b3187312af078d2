"use server";
/**
 * The team's booking actions (/bookings and its settings): outcomes and cancellations, event types and
 * hosts' hours. Permissions from lib/auth/permissions.ts; each change is audited by the wrapper.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { cancelBooking, recordBookingOutcome, rescheduleBooking } from "./change-booking";
import { renewHostFeed, revokeHostFeed } from "./host-feed";
import { sendBookingLink, type SentBookingLink } from "./send-booking-link";
import { sendSlotOffer } from "./slot-offers";
import { saveEventType, saveHostHours } from "./settings";
import {
  bookingOutcomeSchema,
  eventTypeSchema,
  hostFeedSchema,
  hostHoursSchema,
  sendBookingLinkSchema,
  teamCancelSchema,
  teamRescheduleSchema,
} from "./settings-schemas";

const PAGE = "/bookings";

/** Completed or no-show, for a held booking. */
export const recordOutcomeAction = adminAction(
  "bookings.outcome",
  bookingOutcomeSchema,
  async ({ id, outcome }, { user }) => {
    await recordBookingOutcome(db, id, outcome, user.username);
    revalidatePath(PAGE);
    return { id };
  },
);

/** Cancels a booking with the team's reason; the guest and the host get the cancellation. */
export const cancelBookingAction = adminAction(
  "bookings.cancel",
  teamCancelSchema,
  async ({ id, reason }, { user }) => {
    const { outboxIds } = await cancelBooking(db, id, reason, { kind: "team", username: user.username });
    for (const outboxId of outboxIds) deliverAfterResponse(outboxId);
    revalidatePath(PAGE);
    return { id };
  },
);

/**
 * Moves a booking to another free time of its host, outside the guests' notice and limits
 * (docs/decisions/bookings.md "The team reschedules"); the guest and the host get the updated invitation.
 */
export const rescheduleBookingAction = adminAction(
  "bookings.reschedule",
  teamRescheduleSchema,
  async ({ id, startAt }, { user }): Promise<{ id: number; startAt: string }> => {
    const moved = await rescheduleBooking(db, id, startAt, { kind: "team", username: user.username });
    for (const outboxId of moved.outboxIds) deliverAfterResponse(outboxId);
    revalidatePath(PAGE);
    return { id, startAt: moved.startAt };
  },
);

/** Adds or edits an event type and its hosts. */
export const saveEventTypeAction = adminAction("bookings.event-types", eventTypeSchema, async (input) => {
  const saved = await saveEventType(db, input);
  revalidatePath(`${PAGE}/settings`);
  return saved;
});

/** Sets a host's zone, weekly hours and date overrides. */
export const saveHostHoursAction = adminAction("bookings.hours", hostHoursSchema, async (input) => {
  const saved = await saveHostHours(db, input);
  revalidatePath(`${PAGE}/settings`);
  return saved;
});

/** "Send booking link" on a lead's page: by text within consent and quiet hours, else by e-mail. */
export const sendBookingLinkAction = adminAction(
  "bookings.send-link",
  sendBookingLinkSchema,
  async ({ leadId }, { user }): Promise<SentBookingLink> => {
    const sent = await db.transaction((tx) => sendBookingLink(tx, leadId, user.username));
    if (!sent.sendAt) deliverAfterResponse(sent.outboxMessageId);
    revalidatePath(`/leads/${leadId}`);
    return sent;
  },
);

/** "Offer times" on a lead's page: the next free consultation times by text, answered by number (lib/bookings/slot-offers.ts). */
export const sendSlotOfferAction = adminAction(
  "bookings.send-link",
  sendBookingLinkSchema,
  async ({ leadId }, { user }): Promise<{ sendAt: Date | null; body: string }> => {
    const sent = await db.transaction((tx) => sendSlotOffer(tx, leadId, user.username));
    if (!sent.sendAt) deliverAfterResponse(sent.outboxMessageId);
    revalidatePath(`/leads/${leadId}`);
    return { sendAt: sent.sendAt, body: sent.body };
  },
);

/** A host's calendar feed: a new secret address (shown once; the old one stops working) or none. */
export const hostFeedAction = adminAction(
  "bookings.feed",
  hostFeedSchema,
  async ({ userId, action }): Promise<{ userId: number; url: string | null }> => {
    const result =
      action === "renew" ? await renewHostFeed(db, userId) : { ...(await revokeHostFeed(db, userId)), url: null };
    revalidatePath(`${PAGE}/settings`);
    return result;
  },
);
