/**
 * The client's page, `/c/<token>` (docs/decisions/quotes-and-projects.md "The client's page"),
 * mobile-first under the agency's name like a quote's page: the signed quote with its sealed PDF (the
 * certificate is its last page), invoices with their status and a Pay button (or the bank-transfer
 * details), each project's progress and shared updates, the next call with its reschedule button, the
 * sites' status and monthly reports, and the message box. A server component; only the message box
 * runs in the browser.
 */
import { IntentLink } from "@/components/console/intent-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ClientPage as ClientPageData } from "@/lib/client-portal/client-page";
import { AGENCY_NAME } from "@/lib/email/agency-reply";
import { formatDate, formatDateTime, formatDateTimeIn } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { owedMinor } from "@/lib/invoices/owed";
import {
  INVOICE_KIND_LABELS,
  INVOICE_STATUS_LABELS,
  type InvoiceKind,
  type InvoiceStatus,
} from "@/lib/invoices/statuses";
import type { PublicStatus } from "@/lib/status-pages/public-status";
import type { ReportMonth } from "@/lib/status-reports/queries";
import { MilestoneProgress } from "@/components/projects/milestone-progress";
import { ClientSiteStatus } from "./client-site-status";
import { MessageBox } from "./message-box";

/** A linked site as the page shows it. */
export interface ClientSite {
  pageId: number;
  status: PublicStatus;
  months: ReportMonth[];
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The whole page for link `token`. */
export function ClientPage({
  token,
  page,
  sites,
  payOnline,
  bankTransferDetails,
  paid,
}: {
  token: string;
  page: ClientPageData;
  sites: ClientSite[];
  payOnline: boolean;
  bankTransferDetails: string;
  /** Back from Stripe's Checkout. */
  paid: boolean;
}) {
  const base = `/c/${token}`;
  return (
    <main className="mx-auto grid max-w-2xl gap-8 px-4 py-6 sm:py-10">
      <header className="grid gap-1">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{AGENCY_NAME}</p>
        <h1 className="text-2xl font-bold break-words">{page.name ? `${page.name}'s projects` : "Your projects"}</h1>
      </header>
      {paid && (
        <p role="status" className="rounded-lg border border-green-600 bg-green-50 p-3 text-sm text-green-900">
          Thank you for your payment. It shows here as soon as the payment provider confirms it.
        </p>
      )}

      <Section id="progress" title="Progress">
        {page.projects.map((project) => (
          <article key={project.id} className="grid gap-3 rounded-xl border p-4" data-testid="client-project">
            <h3 className="font-semibold break-words">{project.name}</h3>
            <MilestoneProgress done={project.milestonesDone} total={project.milestonesTotal} />
            {project.updates.length > 0 && (
              <ul className="grid gap-2" aria-label="Latest updates">
                {project.updates.map((update) => (
                  <li key={update.id} className="grid gap-0.5 border-l-2 pl-3" data-testid="client-update">
                    <p className="text-sm whitespace-pre-line break-words">{update.body}</p>
                    <span className="text-xs text-muted-foreground">{formatDateTime(update.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
        {page.nextCall && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4">
            <p className="text-sm">
              Next call: <span className="font-medium">{page.nextCall.name}</span>,{" "}
              {formatDateTimeIn(page.nextCall.startAt, page.nextCall.timeZone)}
            </p>
            <form method="post" action={`${base}/calls/${page.nextCall.id}/reschedule`}>
              <Button type="submit" variant="outline" size="sm">
                Reschedule or cancel
              </Button>
            </form>
          </div>
        )}
      </Section>

      <Section id="invoices" title="Invoices">
        {page.invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invoices yet.</p>
        ) : (
          <ul className="grid gap-3">
            {page.invoices.map((invoice) => {
              const owed = owedMinor(invoice);
              const money = (minor: number) => formatMoney(minor, invoice.currency);
              return (
                <li key={invoice.id} className="grid gap-2 rounded-xl border p-4" data-testid="client-invoice">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <a
                      href={`${base}/invoices/${invoice.id}/pdf`}
                      className="font-medium tabular-nums underline-offset-4 hover:underline"
                    >
                      {INVOICE_KIND_LABELS[invoice.kind as InvoiceKind] ?? "Invoice"} {invoice.number} (PDF)
                    </a>
                    <Badge variant={invoice.status === "paid" ? "default" : "secondary"}>
                      {INVOICE_STATUS_LABELS[invoice.status as InvoiceStatus] ?? invoice.status}
                    </Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {money(invoice.totalMinor)}
                    {invoice.creditedMinor > 0 ? ` · credited ${money(invoice.creditedMinor)}` : ""}
                    {invoice.amountPaidMinor > 0 ? ` · paid ${money(invoice.amountPaidMinor)}` : ""}
                    {invoice.kind !== "credit" && invoice.dueDate ? ` · due ${formatDate(invoice.dueDate)}` : ""}
                  </p>
                  {owed > 0 &&
                    (payOnline ? (
                      <form method="post" action={`${base}/invoices/${invoice.id}/pay`}>
                        <Button type="submit" className="w-full sm:w-fit">
                          Pay {money(owed)}
                        </Button>
                      </form>
                    ) : (
                      <p className="text-sm whitespace-pre-line">
                        Pay {money(owed)} by bank transfer, quoting {invoice.number}:{"\n"}
                        {bankTransferDetails || "ask us for our bank details."}
                      </p>
                    ))}
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      {page.quotes.length > 0 && (
        <Section id="quote" title="Signed quote">
          <ul className="grid gap-3">
            {page.quotes.map((quote) => (
              <li key={quote.id} className="grid gap-1 rounded-xl border p-4">
                <span className="font-medium break-words">{quote.title}</span>
                <span className="text-sm text-muted-foreground">
                  Q-{quote.id} version {quote.versionNumber} · {formatMoney(quote.totalMinor, quote.currency)} · signed{" "}
                  {formatDate(quote.acceptedAt)}
                </span>
                {quote.sealed ? (
                  <span className="flex flex-wrap gap-x-4 text-sm">
                    <a href={`${base}/quotes/${quote.id}/signed`} className="underline underline-offset-4" download>
                      Signed PDF with its certificate
                    </a>
                    <IntentLink href="/q/verify" className="underline underline-offset-4">
                      Check a signed copy
                    </IntentLink>
                  </span>
                ) : (
                  <span className="text-sm text-muted-foreground">The sealed copy is being prepared.</span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {sites.length > 0 && (
        <Section id="sites" title="Your sites">
          {sites.map((site) => (
            <ClientSiteStatus
              key={site.pageId}
              status={site.status}
              months={site.months}
              reportHref={(month) => `${base}/reports/${site.pageId}/${month}`}
            />
          ))}
        </Section>
      )}

      <Section id="message" title="Write to us">
        <MessageBox token={token} />
      </Section>
    </main>
  );
}
