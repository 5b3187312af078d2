/**
 * A quote version as one self-contained HTML document for print (the monthly report's renderer,
 * lib/status-reports/render-pdf.ts): the agency's name, the items, totals, payment terms and terms and
 * conditions; after acceptance, a certificate page (who, when, from where, which version, the hashes and
 * the event log). No script, no external file; every text from the database is escaped. Pure.
 */
import type { QuoteEvent, QuoteItem } from "@/lib/db/schema";
import { AGENCY_NAME } from "@/lib/email/agency-reply";
import { formatDate, formatDateTime } from "@/lib/format/date";
import { escapeHtml as e } from "@/lib/format/html-escape";
import { DOCUMENT_PRINT_STYLE } from "@/lib/format/print-style";
import { formatBasisPoints, formatMoney } from "@/lib/format/money";
import { formatQuantityMilli } from "@/lib/format/number";
import type { MoneyTotals } from "@/lib/money/compute";

/** What the offer shows. */
export interface OfferDocument {
  quoteId: number;
  version: number;
  currency: string;
  clientName: string;
  title: string;
  summary: string;
  items: QuoteItem[];
  totals: MoneyTotals;
  taxMode: string;
  depositBp: number;
  validUntil: string;
  paymentTerms: string;
  termsText: string;
}

/** The evidence the certificate page prints. */
export interface CertificateFacts {
  typedName: string;
  acceptedAt: Date;
  clientIp: string;
  userAgent: string;
  sentTo: string;
  contentSha256: string;
  offeredPdfSha256: string;
  signaturePngBase64: string | null;
  events: QuoteEvent[];
}

const quantity = formatQuantityMilli;

/** The body of the offer (without the certificate). */
function offerBody(doc: OfferDocument): string {
  const money = (minor: number) => e(formatMoney(minor, doc.currency));
  const rows = doc.items
    .map(
      (item, index) =>
        `<tr><td>${e(item.description)}${item.discountBp ? ` <span class="muted">(−${formatBasisPoints(item.discountBp)})</span>` : ""}</td><td class="n">${quantity(item.quantityMilli)} ${e(item.unit)}</td><td class="n">${money(item.unitPriceMinor)}</td><td class="n">${money(doc.totals.lines[index]?.netMinor ?? 0)}</td></tr>`,
    )
    .join("");
  const t = doc.totals;
  return `<header><p class="muted">${e(AGENCY_NAME)}</p><h1>${e(doc.title)}</h1>
<p class="muted">Quote Q-${doc.quoteId} · version ${doc.version} · for ${e(doc.clientName)} · valid until ${e(formatDate(doc.validUntil))}</p></header>
${doc.summary ? `<p class="pre">${e(doc.summary)}</p>` : ""}
<h2>Items</h2><table><thead><tr><th>Description</th><th class="n">Quantity</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<table class="totals"><tbody><tr><td></td><td class="n">Subtotal</td><td class="n">${money(t.subtotalMinor)}</td></tr>
${t.discountMinor ? `<tr><td></td><td class="n">Discount</td><td class="n">−${money(t.discountMinor)}</td></tr>` : ""}
<tr><td></td><td class="n">Tax${doc.taxMode === "inclusive" ? " (included)" : ""}</td><td class="n">${money(t.taxMinor)}</td></tr>
<tr><td></td><td class="n"><strong>Total</strong></td><td class="n"><strong>${money(t.totalMinor)}</strong></td></tr>
${doc.depositBp ? `<tr><td></td><td class="n">Deposit (${formatBasisPoints(doc.depositBp)})</td><td class="n">${money(t.depositMinor)}</td></tr>` : ""}</tbody></table>
<h2>Payment terms</h2><p class="pre">${e(doc.paymentTerms)}</p>
<h2>Terms and conditions</h2><p class="pre">${e(doc.termsText)}</p>`;
}

/** The offer as printed for the client before signing. */
export function offerHtml(doc: OfferDocument): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(doc.title)} — quote Q-${doc.quoteId} v${doc.version}</title><style>${DOCUMENT_PRINT_STYLE}</style></head><body>${offerBody(doc)}</body></html>`;
}

/** The offer followed by its certificate of acceptance. */
export function signedOfferHtml(doc: OfferDocument, facts: CertificateFacts): string {
  const events = facts.events
    .map(
      (event) =>
        `<tr><td>${event.seq}</td><td>${e(formatDateTime(event.occurredAt, { seconds: true }))}</td><td>${e(event.kind)}${event.versionNumber ? ` v${event.versionNumber}` : ""}</td><td class="hash">${event.hash}</td></tr>`,
    )
    .join("");
  const certificate = `<section class="page"><h1>Certificate of acceptance</h1>
<p class="muted">Quote Q-${doc.quoteId}, version ${doc.version}, accepted electronically.</p>
<table><tbody>
<tr><th>Signed by</th><td>${e(facts.typedName)}</td></tr>
<tr><th>When (server clock, UTC)</th><td>${e(facts.acceptedAt.toISOString())}</td></tr>
<tr><th>From address</th><td>${e(facts.clientIp)}</td></tr>
<tr><th>Browser</th><td>${e(facts.userAgent)}</td></tr>
<tr><th>Link sent to</th><td>${e(facts.sentTo)}</td></tr>
<tr><th>Version</th><td>${doc.version}</td></tr>
<tr><th>SHA-256 of the version's content</th><td class="hash">${facts.contentSha256}</td></tr>
<tr><th>SHA-256 of the PDF offered</th><td class="hash">${facts.offeredPdfSha256}</td></tr>
${facts.signaturePngBase64 ? `<tr><th>Drawn signature</th><td><img alt="Drawn signature" style="max-height:60pt" src="data:image/png;base64,${facts.signaturePngBase64}"></td></tr>` : ""}
</tbody></table>
<h2>Event log</h2><table><thead><tr><th>#</th><th>When (UTC)</th><th>Event</th><th>Chained SHA-256</th></tr></thead><tbody>${events}</tbody></table>
<p class="muted">This document is sealed with the agency's certificate; a PDF reader shows whether it changed since. Its SHA-256 can be checked at /q/verify.</p></section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(doc.title)} — signed quote Q-${doc.quoteId} v${doc.version}</title><style>${DOCUMENT_PRINT_STYLE}</style></head><body>${offerBody(doc)}${certificate}</body></html>`;
}
