/**
 * A contact request as a lead (docs/sms.md "Leads"): the request, its lead and the notification e-mail to
 * `CONTACT_EMAIL` commit together, so nothing is lost when e-mail is down: the lead shows the request
 * and the notification's delivery state from the outbox (docs/sms.md "Leads").
 */
import type { Database } from "@/lib/db";
import { contactRequests, leadEmails } from "@/lib/db/schema";
import { enqueueEmail, type EmailMessage } from "@/lib/email";
import type { ContactInput } from "@/lib/contact/schemas";
import { attachContactRequest } from "./attach";

/** What storing a request produced: its row, its lead and the queued notification (`outbox_messages.id`). */
export interface StoredContactRequest {
  requestId: number;
  leadId: number;
  notificationId: number;
}

/**
 * Stores `request`, attaches it to the lead with its e-mail, and queues `notification` (the e-mail to
 * the agency) linked to that lead, all through `tx`. The caller asks for the e-mail's first try after
 * commit. Throws only on a database failure (the transaction then keeps nothing).
 */
export async function storeContactRequest(
  tx: Database,
  request: ContactInput,
  notification: EmailMessage,
): Promise<StoredContactRequest> {
  const [row] = await tx
    .insert(contactRequests)
    .values({
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      company: request.company || null,
      projectType: request.projectType,
      message: request.message,
    })
    .returning({ id: contactRequests.id });
  const requestId = row!.id;
  const leadId = await attachContactRequest(tx, {
    requestId,
    email: request.email,
    name: `${request.firstName} ${request.lastName}`,
    message: request.message,
  });
  const notificationId = await enqueueEmail(tx, notification);
  await tx.insert(leadEmails).values({ leadId, outboxMessageId: notificationId, kind: "notification" });
  return { requestId, leadId, notificationId };
}
