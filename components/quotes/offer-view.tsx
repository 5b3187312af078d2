/**
 * A quote as its client reads it on /q/<token> (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"),
 * mobile-first, in the fixed order: the quote (items and totals), then the terms, then (`children`) the
 * consent to sign electronically and the signature. Server component: it receives the offer, formats it
 * through lib/format and draws nothing interactive.
 */
import { Download } from "lucide-react";
import { AGENCY_NAME } from "@/lib/email/agency-reply";
import { formatDate } from "@/lib/format/date";
import { formatBasisPoints, formatMoney } from "@/lib/format/money";
import { formatQuantityMilli } from "@/lib/format/number";
import type { OfferDocument } from "@/lib/quotes/offer-html";

const quantity = formatQuantityMilli;

/** The offer `doc`, its PDF at `pdfHref`, and what follows the terms. */
export function OfferView({
  doc,
  pdfHref,
  children,
}: {
  doc: OfferDocument;
  pdfHref: string;
  children?: React.ReactNode;
}) {
  const money = (minor: number) => formatMoney(minor, doc.currency);
  const t = doc.totals;
  return (
    <article className="mx-auto grid max-w-2xl gap-6 px-4 py-6 sm:py-10">
      <header className="grid gap-1">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{AGENCY_NAME}</p>
        <h1 className="text-2xl font-bold break-words">{doc.title}</h1>
        <p className="text-sm text-muted-foreground">
          Quote Q-{doc.quoteId} · version {doc.version} · for {doc.clientName} · valid until{" "}
          {formatDate(doc.validUntil)}
        </p>
        <a
          href={pdfHref}
          className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium underline underline-offset-4"
          download
        >
          <Download aria-hidden="true" className="size-4" /> Download PDF
        </a>
      </header>
      {doc.summary && <p className="text-sm break-words whitespace-pre-wrap">{doc.summary}</p>}
      <section aria-labelledby="items-heading" className="grid gap-2">
        <h2 id="items-heading" className="text-lg font-semibold">
          1. The quote
        </h2>
        <ul className="divide-y rounded-lg border">
          {doc.items.map((item, index) => (
            <li key={index} className="flex items-start justify-between gap-3 p-3 text-sm">
              <span className="min-w-0 break-words">
                {item.description}
                <span className="block text-xs text-muted-foreground">
                  {quantity(item.quantityMilli)} {item.unit} × {money(item.unitPriceMinor)}
                  {item.discountBp > 0 && ` − ${formatBasisPoints(item.discountBp)}`}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{money(t.lines[index]?.netMinor ?? 0)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{money(t.subtotalMinor)}</dd>
          {t.discountMinor > 0 && (
            <>
              <dt>Discount</dt>
              <dd className="text-right tabular-nums">−{money(t.discountMinor)}</dd>
            </>
          )}
          <dt>Tax{doc.taxMode === "inclusive" ? " (included)" : ""}</dt>
          <dd className="text-right tabular-nums">{money(t.taxMinor)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="quote-total">
            {money(t.totalMinor)}
          </dd>
          {doc.depositBp > 0 && (
            <>
              <dt>Deposit due on acceptance ({formatBasisPoints(doc.depositBp)})</dt>
              <dd className="text-right tabular-nums">{money(t.depositMinor)}</dd>
            </>
          )}
        </dl>
        {doc.paymentTerms && (
          <p className="text-sm break-words whitespace-pre-wrap">Payment terms: {doc.paymentTerms}</p>
        )}
      </section>
      <section aria-labelledby="terms-heading" className="grid gap-2">
        <h2 id="terms-heading" className="text-lg font-semibold">
          2. Terms and conditions
        </h2>
        <div
          className="max-h-72 overflow-y-auto rounded-lg border p-3 text-sm break-words whitespace-pre-wrap"
          tabIndex={0}
        >
          {doc.termsText || "No further terms."}
        </div>
      </section>
      {children}
    </article>
  );
}
