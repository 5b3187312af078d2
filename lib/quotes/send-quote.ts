/**
 * Sending a quote (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): the current version is
 * printed to PDF (the exact bytes the client is offered, kept with their SHA-256), frozen with the hash of
 * its canonical JSON and a new link token's hash, and the link goes out through the outbox by e-mail, or by
 * SMS to a number that has not opted out, moved past its quiet hours (lib/leads/reply.ts). The lead's
 * timeline shows it; the event chain records it. One transaction: nothing is sent unless all of it commits.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { isoDay } from "@/lib/format/date";
import { leads, quotes, quoteVersions } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { formatMoney } from "@/lib/format/money";
import { recordLeadEvent } from "@/lib/leads/record-event";
import { sendEmailReply, sendSmsReply } from "@/lib/leads/reply";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { planQuietSend } from "@/lib/sms/plan-quiet-send";
import { renderPdf } from "@/lib/status-reports/render-pdf";
import { sha256Hex } from "./canonical";
import { appendQuoteEvent } from "./event-chain";
import { newLinkToken, quoteLinkPath } from "./link-token";
import { offerDocument } from "./offer-document";
import { offerHtml } from "./offer-html";
import { versionContentSha256 } from "./version-content";

/** How the link goes out. */
export type QuoteChannel = "email" | "sms";

/** What sending answered: the version sent and its link (shown once to the sender, never stored). */
export interface SentQuote {
  version: number;
  link: string;
  sentTo: string;
}

/**
 * Sends quote `quoteId`'s current version by `channel` as `actor`.
 * @throws AppError `not_found` when the quote is gone; `conflict` when it is answered, voided or its
 * version was already sent (edit it to make a new version); `invalid` when the quote totals nothing, the
 * lead has no address for the channel or the date has passed; `forbidden` when the number opted out;
 * `unavailable` when no PDF can be printed.
 */
export async function sendQuote(
  database: Database,
  quoteId: number,
  channel: QuoteChannel,
  actor: string,
  now: Date = new Date(),
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<SentQuote> {
  const [row] = await database
    .select({ quote: quotes, version: quoteVersions })
    .from(quotes)
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.number, quotes.currentVersion)),
    )
    .where(eq(quotes.id, quoteId));
  if (!row) throw new AppError("not_found", "This quote no longer exists.");
  if (row.quote.status !== "draft" || row.version.sentAt)
    throw new AppError(
      "conflict",
      "This version was already sent or the quote is closed; edit it to make a new version.",
    );
  if (row.version.validUntil < isoDay(now))
    throw new AppError("invalid", "The valid-until date has passed; change it before sending.");
  if (row.version.totalMinor === 0) throw new AppError("invalid", "Price the lines before sending.");
  const [lead] = await database.select().from(leads).where(eq(leads.id, row.quote.leadId));
  const sentTo = channel === "email" ? lead?.email : lead?.phone;
  if (!lead || !sentTo)
    throw new AppError("invalid", `This lead has no ${channel === "email" ? "e-mail address" : "phone number"}.`);
  const pdf = await render(offerHtml(offerDocument(row.quote, row.version)));
  const { token, tokenHash } = newLinkToken();
  const link = `${env.PUBLIC_BASE_URL.replace(/\/$/, "")}${quoteLinkPath(token)}`;
  return database.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, row.quote.leadId));
    if (!lead) throw new AppError("not_found", "This quote's lead no longer exists.");
    const sentTo = channel === "email" ? lead.email : lead.phone;
    if (!sentTo)
      throw new AppError("invalid", `This lead has no ${channel === "email" ? "e-mail address" : "phone number"}.`);
    const [claimed] = await tx
      .update(quotes)
      .set({ status: "sent", sentAt: row.quote.sentAt ?? now })
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, "draft"), eq(quotes.currentVersion, row.version.number)))
      .returning({ id: quotes.id });
    if (!claimed) throw new AppError("conflict", "This quote changed meanwhile; open it again.");
    await tx
      .update(quoteVersions)
      .set({
        sentAt: now,
        sentTo,
        contentSha256: versionContentSha256(row.quote, row.version),
        tokenHash,
        offeredPdf: pdf,
        pdfSha256: sha256Hex(pdf),
      })
      .where(eq(quoteVersions.id, row.version.id));
    const total = formatMoney(row.version.totalMinor, row.quote.currency);
    const text = `Your quote "${row.version.title}" (${total}) is ready. Read it and answer here: ${link}`;
    if (channel === "email") {
      await sendEmailReply(tx, {
        leadId: lead.id,
        subject: `Your quote: ${row.version.title}`,
        body: `${text}\n\nThe link is yours alone; it works until you answer or the quote expires on ${row.version.validUntil}.`,
        admin: actor,
        siteUrl: env.PUBLIC_BASE_URL,
        contactEmail: env.CONTACT_EMAIL,
      });
    } else {
      const plan = await planQuietSend(sentTo, now);
      await sendSmsReply(
        tx,
        { leadId: lead.id, body: text, admin: actor, ...(plan.sendAt > now ? { scheduledFor: plan.sendAt } : {}) },
        now,
      );
    }
    await appendQuoteEvent(tx, quoteId, {
      kind: "sent",
      versionNumber: row.version.number,
      detail: { channel, sentTo },
      actor,
      at: now,
    });
    await recordLeadEvent(
      tx,
      lead.id,
      "quote",
      `Quote Q-${quoteId} v${row.version.number} (${total}) sent to ${sentTo}`,
      actor,
    );
    await publishChange(tx, liveTopic("quotes"), liveTopic("quote", quoteId));
    return { version: row.version.number, link, sentTo };
  });
}
