/**
 * A quote's evidence on the console (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): the
 * acceptance (who, when, from where, which version, the hashes), and the event chain: "Evidence intact",
 * or the event where it breaks and why; then the events themselves.
 */
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/date";
import type { QuoteEvent } from "@/lib/db/schema";
import type { ChainCheck } from "@/lib/quotes/event-chain";

/** The acceptance's evidence as the console shows it. */
export interface AcceptanceEvidence {
  versionNumber: number;
  acceptedAt: Date;
  typedName: string;
  clientIp: string;
  userAgent: string;
  sentTo: string;
  offeredPdfSha256: string;
  contentSha256: string;
  signedPdfSha256: string | null;
  hasSignature: boolean;
}

const Hash = ({ value }: { value: string | null }) => <code className="text-xs break-all">{value ?? "—"}</code>;

export function QuoteEvidence({
  acceptance,
  events,
  check,
}: {
  acceptance: AcceptanceEvidence | null;
  events: QuoteEvent[];
  check: ChainCheck;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Evidence</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {check.intact ? (
          <p className="flex items-center gap-2 font-medium text-green-700" data-testid="evidence-intact">
            <ShieldCheck aria-hidden="true" className="size-5" /> Evidence intact: {check.length} events, each chained
            to the one before.
          </p>
        ) : (
          <p className="flex items-center gap-2 font-medium text-destructive" data-testid="evidence-broken">
            <ShieldAlert aria-hidden="true" className="size-5" /> The chain breaks at event {check.brokenAt}:{" "}
            {check.reason}.
          </p>
        )}
        {acceptance && (
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted-foreground">Signed by</dt>
            <dd>
              {acceptance.typedName}
              {acceptance.hasSignature ? " (with a drawn signature)" : ""}
            </dd>
            <dt className="text-muted-foreground">When</dt>
            <dd>{formatDateTime(acceptance.acceptedAt, { seconds: true })}</dd>
            <dt className="text-muted-foreground">From</dt>
            <dd className="break-all">
              {acceptance.clientIp} · {acceptance.userAgent}
            </dd>
            <dt className="text-muted-foreground">Link sent to</dt>
            <dd className="break-all">{acceptance.sentTo}</dd>
            <dt className="text-muted-foreground">Version</dt>
            <dd>{acceptance.versionNumber}</dd>
            <dt className="text-muted-foreground">Content SHA-256</dt>
            <dd>
              <Hash value={acceptance.contentSha256} />
            </dd>
            <dt className="text-muted-foreground">Offered PDF SHA-256</dt>
            <dd>
              <Hash value={acceptance.offeredPdfSha256} />
            </dd>
            <dt className="text-muted-foreground">Signed PDF SHA-256</dt>
            <dd data-testid="signed-pdf-sha256">
              {acceptance.signedPdfSha256 ? <Hash value={acceptance.signedPdfSha256} /> : "Being sealed…"}
            </dd>
          </dl>
        )}
        <ol className="grid gap-1">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-2 text-xs">
              <span className="tabular-nums">#{event.seq}</span>
              <span className="font-medium">
                {event.kind}
                {event.versionNumber ? ` v${event.versionNumber}` : ""}
              </span>
              <span className="text-muted-foreground">{formatDateTime(event.occurredAt, { seconds: true })}</span>
              {event.actor && <span className="text-muted-foreground">by {event.actor}</span>}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
