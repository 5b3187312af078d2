"use server";
/**
 * The public site's server actions: the contact form and project-code redemption
 * (site-and-admin.md §2, §5, §8). Both go through `publicAction`, so input is validated again here
 * and failures come back as `{ ok: false, error }` for the form to toast.
 */
import { ActionError, publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { contactRequests } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { redeemProjectCode, type RedeemedCode } from "@/lib/project-codes/redeem";
import { describeWait, hitRateLimit } from "@/lib/rate-limit";
import { contactSchema, type ContactInput } from "@/lib/validations/contact";
import { redeemSchema } from "@/lib/validations/redeem";

const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
const REDEEM_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

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
 * Stores a contact request, then e-mails it to `CONTACT_EMAIL` with the visitor as reply-to.
 * The row is written first and an e-mail failure is only logged: the request is never lost and the
 * visitor still sees success (the admin console lists stored requests). A filled honeypot is answered
 * with success and nothing is stored or sent. Refuses with an `ActionError` after 5 messages from one
 * IP within 10 minutes.
 */
export const submitContact = publicAction(contactSchema, async (request, { ip }): Promise<void> => {
  if (request.website) return;
  const limit = await hitRateLimit(`contact:${ip}`, CONTACT_LIMIT);
  if (!limit.allowed) throw new ActionError("Too many messages. Please try again in a few minutes.");

  await db.insert(contactRequests).values({
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    company: request.company || null,
    projectType: request.projectType,
    message: request.message,
  });
  try {
    await sendEmail({
      to: env.CONTACT_EMAIL,
      subject: `New contact request: ${request.firstName} ${request.lastName} (${request.projectType})`,
      text: contactEmailText(request),
      replyTo: request.email,
    });
  } catch (error) {
    console.error("[contact] request stored but the e-mail could not be queued", error);
  }
});

/**
 * Redeems a project code for the visitor and returns its project idea (spec §2 "Redeem dialog").
 * Throws `ActionError("Invalid or expired code")` when no unused code matches (spec §8), and a
 * "Too many attempts" `ActionError` after 10 tries from one IP within 15 minutes, which also stops
 * guessing codes.
 */
export const redeemCode = publicAction(redeemSchema, async (input, { ip }): Promise<RedeemedCode> => {
  const limit = await hitRateLimit(`redeem:${ip}`, REDEEM_LIMIT);
  if (!limit.allowed) {
    throw new ActionError(`Too many attempts. Please try again in ${describeWait(limit.retryAfterMs)}.`);
  }
  const redeemed = await redeemProjectCode(db, input);
  if (!redeemed) throw new ActionError("Invalid or expired code");
  return redeemed;
});
