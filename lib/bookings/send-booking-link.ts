/**
 * "Send booking link" on a lead's page (docs/decisions/bookings.md "Bookings"): the link to the free consultation,
 * prefilled with the lead's name and contact, by text when the lead has a number that may be texted (sent
 * at once, or at the end of the recipient's quiet hours), else by e-mail. Either way it is the agency's
 * reply on the lead's timeline (lib/leads/reply.ts), with its delivery state.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { sendEmailReply, sendSmsReply } from "@/lib/leads/reply";
import { isOptedOut } from "@/lib/sms/consent";
import { planQuietSend } from "@/lib/sms/plan-quiet-send";
import { bookingLink } from "./booking-link";

/** How the link went: its channel, its outbox row, and when a text leaves if quiet hours delay it. */
export interface SentBookingLink {
  channel: "sms" | "email";
  outboxMessageId: number;
  sendAt: Date | null;
}

/**
 * Sends lead `leadId` the booking link, in `tx`, as `admin`.
 * @throws AppError `not_found` when the lead is gone; `invalid` when it has neither a number that may be
 * texted nor an e-mail address.
 */
export async function sendBookingLink(
  tx: Database,
  leadId: number,
  admin: string,
  now = new Date(),
): Promise<SentBookingLink> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new AppError("not_found", "This lead no longer exists.");
  const link = bookingLink(env.PUBLIC_BASE_URL, lead);
  if (lead.phone && !(await isOptedOut(tx, lead.phone))) {
    const { sendAt } = await planQuietSend(lead.phone, now);
    const later = sendAt.getTime() > now.getTime() ? sendAt : undefined;
    const queued = await sendSmsReply(
      tx,
      {
        leadId,
        body: `Custom Portal Solutions: book your free call at a time that suits you: ${link}`,
        admin,
        scheduledFor: later,
      },
      now,
    );
    return { channel: "sms", outboxMessageId: queued.outboxMessageId, sendAt: queued.sendAt };
  }
  if (!lead.email) throw new AppError("invalid", "This lead has no number that may be texted and no e-mail address.");
  const queued = await sendEmailReply(tx, {
    leadId,
    subject: "Book your free consultation",
    body: `Choose a time for your free consultation call: ${link}`,
    admin,
    siteUrl: env.PUBLIC_BASE_URL,
    contactEmail: env.CONTACT_EMAIL,
  });
  return { channel: "email", outboxMessageId: queued.outboxMessageId, sendAt: null };
}
