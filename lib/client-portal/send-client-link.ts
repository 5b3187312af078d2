/**
 * The console's "Resend" of a client's link (docs/decisions/quotes-and-projects.md "The client's page"): a
 * new link e-mailed to the lead's address, written with its e-mail in one transaction.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { enqueueEmail } from "@/lib/email";
import { AppError } from "@/lib/errors/app-error";
import { clientLinkUrl, newClientLink } from "./client-link";

/**
 * Makes a new link to lead `leadId`'s page and queues its e-mail.
 * @returns the outbox id and the address.
 * @throws AppError `not_found` for a lead without a project; `invalid` when the lead has no e-mail address.
 */
export async function resendClientLink(tx: Database, leadId: number): Promise<{ outboxId: number; to: string }> {
  const [lead] = await tx.select({ name: leads.name, email: leads.email }).from(leads).where(eq(leads.id, leadId));
  if (!lead?.email) throw new AppError("invalid", "This client has no e-mail address; copy the link instead.");
  const token = await newClientLink(tx, leadId, "resend");
  if (!token) throw new AppError("not_found", "This lead has no project, so no client page");
  const outboxId = await enqueueEmail(tx, {
    to: lead.email,
    subject: "Your project page",
    text: [
      `Hello${lead.name ? ` ${lead.name}` : ""},`,
      "",
      "Here is your link to your project page: your signed quote, invoices, progress and your sites' status.",
      clientLinkUrl(token),
    ].join("\n"),
  });
  return { outboxId, to: lead.email };
}
