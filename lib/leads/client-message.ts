/**
 * A message the client wrote on their page (docs/decisions/quotes-and-projects.md "The client's page"):
 * an inbound message in the lead's conversation, like a contact request (its row names the lead, so the
 * timeline and the inbox show it and the lead "needs reply"), and the team told by e-mail like an
 * inbound text's forward: the lead's assignee, else `CONTACT_EMAIL`. All in the caller's transaction.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { contactRequests, leadEmails, leads, users } from "@/lib/db/schema";
import { enqueueEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { cutText } from "@/lib/format/text";
import { publishLeadChange } from "./publish-change";
import { CLIENT_MESSAGE_KIND } from "./labels";
import { keywordLine, KEYWORDS_MAX_LENGTH } from "./search-keywords";

/**
 * Stores `message` from lead `leadId` and queues the team's e-mail.
 * @returns the queued e-mail's outbox id (the caller asks for its first try after commit).
 */
export async function storeClientMessage(tx: Database, leadId: number, message: string): Promise<number> {
  const [lead] = await tx
    .select({ name: leads.name, email: leads.email, assigneeEmail: users.email, assigneeActive: users.isActive })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(eq(leads.id, leadId));
  const name = lead?.name || "Client";
  await tx.insert(contactRequests).values({
    firstName: cutText(name, 100, { marker: "" }),
    lastName: "",
    email: lead?.email ?? "",
    projectType: CLIENT_MESSAGE_KIND,
    message,
    leadId,
  });
  await tx
    .update(leads)
    .set({
      lastInboundAt: sql`now()`,
      lastActivityAt: sql`now()`,
      keywords: sql`left(ltrim(${leads.keywords} || E'\n' || ${keywordLine(null, message)}, E'\n'), ${KEYWORDS_MAX_LENGTH})`,
    })
    .where(eq(leads.id, leadId));
  const link = `${env.PUBLIC_BASE_URL.replace(/\/$/, "")}/leads/${leadId}`;
  const notificationId = await enqueueEmail(tx, {
    to: lead?.assigneeActive && lead.assigneeEmail ? lead.assigneeEmail : env.CONTACT_EMAIL,
    subject: `Message from ${cutText(name, 60)} on their client page: ${cutText(message.replace(/\s+/g, " "), 60)}`,
    text: `${name} wrote on their client page:\n\n${message}\n\n${link}`,
    ...(lead?.email ? { replyTo: lead.email } : {}),
  });
  await tx.insert(leadEmails).values({ leadId, outboxMessageId: notificationId, kind: "notification" });
  await publishLeadChange(tx, leadId);
  return notificationId;
}
