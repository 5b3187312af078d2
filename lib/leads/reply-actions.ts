"use server";
/**
 * The reply boxes' server actions on a lead's timeline (docs/sms.md "Leads"): validate, run the reply service in a
 * transaction (lib/leads/reply.ts), ask for the first try after the response, refresh the timeline.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { cancelScheduledReply } from "./cancel-scheduled-reply";
import { cancelScheduledReplySchema, emailReplySchema, smsReplySchema } from "./reply-schemas";
import { sendEmailReply, sendSmsReply, type QueuedReply, type QueuedSmsReply } from "./reply";

function refresh(leadId: number): void {
  revalidatePath(`/leads/${leadId}`);
  revalidatePath("/leads");
}

/**
 * "Send SMS": queues the text to the lead's phone, tried at once; "Schedule" (with `scheduledFor`) leaves
 * it in the outbox until then, past the recipient's quiet hours. Refused for an opted-out number.
 */
export const sendSmsReplyAction = adminAction(
  "leads.reply",
  smsReplySchema,
  async ({ leadId, body, scheduledFor }, { user }): Promise<QueuedSmsReply> => {
    const queued = await db.transaction((tx) => sendSmsReply(tx, { leadId, body, admin: user.username, scheduledFor }));
    if (!scheduledFor) deliverAfterResponse(queued.outboxMessageId);
    refresh(leadId);
    return queued;
  },
);

/** "Cancel" on a scheduled reply: refused once it is leaving. */
export const cancelScheduledReplyAction = adminAction(
  "leads.reply",
  cancelScheduledReplySchema,
  async ({ leadId, smsMessageId }) => {
    await db.transaction((tx) => cancelScheduledReply(tx, leadId, smsMessageId));
    refresh(leadId);
    return { smsMessageId };
  },
);

/** "Send e-mail": queues the e-mail in the agency's template to the lead's address. */
export const sendEmailReplyAction = adminAction(
  "leads.reply",
  emailReplySchema,
  async ({ leadId, subject, body }, { user }): Promise<QueuedReply> => {
    const queued = await db.transaction((tx) =>
      sendEmailReply(tx, {
        leadId,
        subject,
        body,
        admin: user.username,
        siteUrl: env.PUBLIC_BASE_URL,
        contactEmail: env.CONTACT_EMAIL,
      }),
    );
    deliverAfterResponse(queued.outboxMessageId);
    refresh(leadId);
    return queued;
  },
);
