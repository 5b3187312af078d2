/**
 * The magic link of `/c` (docs/decisions/quotes-and-projects.md "The client's page"): a client types their
 * e-mail and gets a fresh link to their page, no password. The answer is always the same sentence, for an
 * address that is a client's or not; the request is counted per address (its IPv6 /64) and per e-mail
 * address before anything is looked up, and the lookup and the e-mail run after the answer, so a client's
 * address is not answered more slowly than a stranger's (the same rule as the password reset's,
 * docs/decisions/auth-and-roles.md "Password-reset timing").
 */
import { createHash } from "node:crypto";
import { and, eq, exists } from "drizzle-orm";
import { db } from "@/lib/db";
import { leads, projects } from "@/lib/db/schema";
import { enqueueEmail } from "@/lib/email";
import { addressSubject } from "@/lib/limits/address-subject";
import { countAttempt, limitRefusal } from "@/lib/limits/count-attempt";
import { deliverQueued } from "@/lib/outbox/deliver";
import { clientLinkUrl, newClientLink } from "./client-link";

/** The one answer of `/c`, whoever asks. */
export const SIGN_IN_LINK_SENT =
  "If that address belongs to one of our clients, a link to your page is on its way. It may take a minute.";

/** Runs work after the answer has gone (the action passes `after` from next/server). */
export type Defer = (work: () => Promise<void>) => void;

/**
 * Counts the request, then (after the answer) e-mails a new link when `email` is a client's.
 * @returns `SIGN_IN_LINK_SENT`.
 * @throws AppError `rate_limited` past either limit (`client-link.address`, `client-link.email` of
 *   lib/limits/rules.ts), counted for unknown addresses too, so a refusal reveals nothing either.
 */
export async function requestSignInLink(email: string, ip: string, defer: Defer): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const [byAddress, byEmail] = await Promise.all([
    countAttempt("client-link.address", addressSubject(ip)),
    countAttempt("client-link.email", createHash("sha256").update(normalized).digest("hex")),
  ]);
  if (!byAddress.allowed || !byEmail.allowed) {
    const refused = byAddress.retryAfterMs >= byEmail.retryAfterMs ? byAddress : byEmail;
    throw limitRefusal(refused, (wait) => `Too many requests for a link. Please try again in ${wait}.`);
  }
  defer(() => sendSignInLink(normalized));
  return SIGN_IN_LINK_SENT;
}

/** E-mails a fresh link to the client whose lead has e-mail `normalized` and a project; nothing otherwise. */
export async function sendSignInLink(normalized: string): Promise<void> {
  const [lead] = await db
    .select({ id: leads.id, name: leads.name })
    .from(leads)
    .where(
      and(
        eq(leads.email, normalized),
        exists(db.select({ one: projects.id }).from(projects).where(eq(projects.leadId, leads.id))),
      ),
    );
  if (!lead) return;
  const id = await db.transaction(async (tx) => {
    const token = await newClientLink(tx, lead.id, "sign-in");
    if (!token) return null;
    return enqueueEmail(tx, {
      to: normalized,
      subject: "Your project page",
      text: [
        `Hello${lead.name ? ` ${lead.name}` : ""},`,
        "",
        "Here is the link to your project page: your signed quote, invoices, progress and your sites' status.",
        clientLinkUrl(token),
        "",
        "If you did not ask for it, you can ignore this e-mail.",
      ].join("\n"),
    });
  });
  if (id !== null) await deliverQueued(id);
}
