"use server";
/**
 * The public site's contact form (docs/spec/site-and-admin.md §2, §5, §8). It goes through `publicAction`, so input
 * is validated again here and failures come back as `{ ok: false, code, error }` for the form to toast.
 */
import { publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { storeContactRequest } from "@/lib/leads/contact-request";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { addressSubject } from "@/lib/limits/address-subject";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { contactSchema, type ContactInput } from "./schemas";

function contactEmailText(request: ContactInput): string {
  return [
    "New contact request from the website.",
    "",
    `Name: ${request.firstName} ${request.lastName}`,
    `Email: ${request.email}`,
    `Company: ${request.company || "-"}`,
    `Project type: ${request.projectType}`,
    "",
    request.message,
  ].join("\n");
}

/**
 * Stores a contact request as a lead (/leads) with its e-mail to `CONTACT_EMAIL` (the visitor as
 * reply-to) queued in the outbox in the same transaction: the request is never lost and the visitor
 * sees success whether or not the provider is up. A filled honeypot is answered
 * with success and nothing is stored or sent.
 * @throws AppError `rate_limited` after 5 messages from one IP within 10 minutes (rule `contact` of lib/limits/rules.ts).
 */
export const submitContact = publicAction(contactSchema, async (request, { ip }): Promise<void> => {
  if (request.website) return;
  await spendAttempt("contact", addressSubject(ip), () => "Too many messages. Please try again in a few minutes.");

  // The request, its lead (docs/sms.md "Leads") and the queued notification commit together; the e-mail's first
  // try runs after the response, and the outbox retries it while the provider is down.
  const stored = await db.transaction((tx) =>
    storeContactRequest(tx, request, {
      to: env.CONTACT_EMAIL,
      subject: `New contact request: ${request.firstName} ${request.lastName} (${request.projectType})`,
      text: contactEmailText(request),
      replyTo: request.email,
    }),
  );
  deliverAfterResponse(stored.notificationId);
});
