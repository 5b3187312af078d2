/**
 * The signed document (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): the accepted version
 * followed by its certificate page (who, when, from where, which version, the hashes, the event log),
 * printed by the monthly report's renderer and sealed with the agency's certificate. Made once: the
 * conditional update that stores it (`signed_pdf_sha256 is null`) decides which instance's copy is kept,
 * and only that one e-mails it to the client and the agency and records the `sealed` event.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leads, quoteAcceptances, quotes, quoteVersions } from "@/lib/db/schema";
import { clientLinkLine, withClientLink } from "@/lib/client-portal/client-link";
import { enqueueMany } from "@/lib/outbox/enqueue";
import { env } from "@/lib/env";
import { renderPdf } from "@/lib/status-reports/render-pdf";
import { sha256Hex } from "./canonical";
import { appendQuoteEvent, readQuoteEvents } from "./event-chain";
import { offerDocument } from "./offer-document";
import { signedOfferHtml } from "./offer-html";
import { sealPdf } from "./seal-pdf";

/**
 * Seals quote `quoteId`'s acceptance unless it was sealed.
 * @returns the signed PDF's SHA-256, or null when there is no acceptance.
 * @throws AppError `unavailable` when no PDF can be printed or no certificate is configured in production.
 */
export async function sealAcceptance(
  database: Database,
  quoteId: number,
  render: (html: string) => Promise<Buffer> = renderPdf,
  now: Date = new Date(),
): Promise<string | null> {
  const [row] = await database
    .select({ acceptance: quoteAcceptances, version: quoteVersions, quote: quotes, leadEmail: leads.email })
    .from(quoteAcceptances)
    .innerJoin(quoteVersions, eq(quoteVersions.id, quoteAcceptances.versionId))
    .innerJoin(quotes, eq(quotes.id, quoteAcceptances.quoteId))
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .where(eq(quoteAcceptances.quoteId, quoteId));
  if (!row) return null;
  if (row.acceptance.signedPdfSha256) return row.acceptance.signedPdfSha256;
  const { acceptance, version, quote } = row;
  const { events } = await readQuoteEvents(database, quoteId);
  const html = signedOfferHtml(offerDocument(quote, version), {
    typedName: acceptance.typedName,
    acceptedAt: acceptance.acceptedAt,
    clientIp: acceptance.clientIp,
    userAgent: acceptance.userAgent,
    sentTo: acceptance.sentTo,
    contentSha256: acceptance.contentSha256,
    offeredPdfSha256: acceptance.offeredPdfSha256,
    signaturePngBase64: acceptance.signaturePng?.toString("base64") ?? null,
    events,
  });
  const signed = await sealPdf(
    await render(html),
    `Quote Q-${quoteId} v${version.number} accepted`,
    acceptance.acceptedAt,
  );
  const hash = sha256Hex(signed);
  return database.transaction(async (tx) => {
    const [stored] = await tx
      .update(quoteAcceptances)
      .set({ signedPdf: signed, signedPdfSha256: hash, sealedAt: now })
      .where(and(eq(quoteAcceptances.id, acceptance.id), isNull(quoteAcceptances.signedPdfSha256)))
      .returning({ id: quoteAcceptances.id });
    if (!stored) {
      const [kept] = await tx
        .select({ hash: quoteAcceptances.signedPdfSha256 })
        .from(quoteAcceptances)
        .where(eq(quoteAcceptances.id, acceptance.id));
      return kept?.hash ?? hash;
    }
    await appendQuoteEvent(tx, quoteId, {
      kind: "sealed",
      versionNumber: version.number,
      detail: { signedPdfSha256: hash },
      at: now,
    });
    const client = acceptance.sentTo.includes("@") ? acceptance.sentTo : row.leadEmail;
    const attachment = {
      filename: `quote-Q-${quoteId}-v${version.number}-signed.pdf`,
      content: signed.toString("base64"),
    };
    const body =
      `Quote Q-${quoteId} "${version.title}", version ${version.number}, was accepted by ${acceptance.typedName} ` +
      `on ${acceptance.acceptedAt.toISOString()}. The signed copy is attached; its SHA-256 is ${hash}, ` +
      `which ${env.PUBLIC_BASE_URL.replace(/\/$/, "")}/q/verify confirms.`;
    // The client's copy carries a link to their page (lib/client-portal/client-link.ts); the agency's does not.
    const clientLine = client ? await clientLinkLine(tx, quote.leadId) : "";
    await enqueueMany(
      tx,
      [
        { to: client, body: body + withClientLink(clientLine) },
        { to: env.CONTACT_EMAIL, body },
      ]
        .filter((mail): mail is { to: string; body: string } => Boolean(mail.to))
        .map((mail) => ({
          channel: "email" as const,
          recipient: mail.to,
          subject: `Signed quote Q-${quoteId}: ${version.title}`,
          body: mail.body,
          attachments: [attachment],
        })),
    );
    return hash;
  });
}
