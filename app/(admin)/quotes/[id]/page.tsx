/** /quotes/<id>: one quote, its current version, its versions, evidence and project (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"). */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { IntentLink } from "@/components/console/intent-link";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { DeliverProjectButton } from "@/components/projects/deliver-project-button";
import { OfferView } from "@/components/quotes/offer-view";
import { QuoteActions } from "@/components/quotes/quote-actions";
import { QuoteEvidence } from "@/components/quotes/quote-evidence";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { pathRowId } from "@/lib/input/identifiers";
import { liveTopic } from "@/lib/live/topics";
import { editorValues } from "@/lib/quotes/editor-values";
import { offerDocument } from "@/lib/quotes/offer-document";
import { readQuote } from "@/lib/quotes/queries";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "@/lib/quotes/statuses";

export const metadata: Metadata = { title: "Quote" };

export default async function QuoteDetailPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = pathRowId((await params).id);
  if (id === null) notFound();
  const found = await readQuote(id);
  if (!found) notFound();
  const { quote, versions, acceptance, project, chain } = found;
  const current = versions.find((v) => v.number === quote.currentVersion)!;
  const doc = offerDocument(quote, current);
  return (
    <>
      <LiveRefresh topics={[liveTopic("quote", quote.id)]} />
      <p className="mb-2 text-sm">
        <IntentLink href="/quotes" className="text-muted-foreground hover:underline">
          ← Quotes
        </IntentLink>
      </p>
      <PageHeader
        title={`Q-${quote.id}: ${quote.title}`}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge data-testid="quote-status">{QUOTE_STATUS_LABELS[quote.status as QuoteStatus] ?? quote.status}</Badge>
            <span>Version {quote.currentVersion}</span>
            <span>{formatMoney(quote.totalMinor, quote.currency)}</span>
            <IntentLink href={`/leads/${quote.leadId}`} className="underline">
              {found.leadName ?? found.leadEmail ?? `Lead #${quote.leadId}`}
            </IntentLink>
          </span>
        }
      >
        <QuoteActions
          id={quote.id}
          status={quote.status}
          values={editorValues(current, quote.currency)}
          currentSent={current.sentAt !== null}
          hasEmail={Boolean(found.leadEmail)}
          hasPhone={Boolean(found.leadPhone)}
        />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 rounded-xl border">
          <OfferView doc={doc} pdfHref="#versions" />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          {project && (
            <Card>
              <CardContent className="text-sm" data-testid="quote-project">
                <IntentLink className="underline" href={`/client-projects/${project.id}`}>
                  Project #{project.id}
                </IntentLink>{" "}
                started: {project.name}.{" "}
                <IntentLink className="underline" href="/weekly-todo">
                  Its milestones are on the Weekly TODO list.
                </IntentLink>
                <div className="mt-3">
                  <DeliverProjectButton id={project.id} deliveredAt={project.deliveredAt} />
                </div>
              </CardContent>
            </Card>
          )}
          <QuoteEvidence acceptance={acceptance} events={chain.events} check={chain.check} />
          <Card id="versions">
            <CardHeader>
              <CardTitle>
                <h2>Versions</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-2 text-sm">
                {versions.map((v) => (
                  <li key={v.id} className="grid gap-0.5">
                    <span className="font-medium">
                      v{v.number}: {formatMoney(v.totalMinor, quote.currency)}
                    </span>
                    <span className="text-xs text-muted-foreground break-all">
                      {v.sentAt ? `Sent ${formatDateTime(v.sentAt)} to ${v.sentTo}` : "Draft"}
                      {v.firstViewedAt ? ` · first opened ${formatDateTime(v.firstViewedAt)}` : ""}
                    </span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
