/**
 * The consent ledger of a lead's number (docs/sms.md "Consent ledger"): every opt-out and
 * opt-in it texted, newest first, with the keyword and the message, and the CSV export for a carrier
 * audit. The page reads the ledger's newest `CONSENT_LEDGER_SHOWN` events.
 */
import { IfMay } from "@/components/console/if-may";
import { formatDateTime } from "@/lib/format/date";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SmsConsentEvent } from "@/lib/db/schema";
import type { LeadContact } from "./sms-reply-box";
import { EmptyState } from "@/components/console/empty-state";

/** Rows shown; the CSV holds them all. */
export const CONSENT_LEDGER_SHOWN = 50;

/** The ledger card of `lead`'s number, newest `events` first; nothing for a lead without a phone. */
export function ConsentLedger({ lead, events }: { lead: LeadContact; events: SmsConsentEvent[] }) {
  if (!lead.phone) return null;
  return (
    <Card data-testid="consent-ledger">
      <CardHeader>
        <CardTitle>Consent ledger</CardTitle>
        <CardDescription>Every STOP and START this number texted, as proof for a carrier audit.</CardDescription>
        <CardAction>
          <IfMay permission="sms.consent-ledger.export">
            <Button asChild variant="outline" size="sm">
              <a href={`/api/sms/consent-ledger?phone=${encodeURIComponent(lead.phone)}`} download>
                Export CSV
              </a>
            </Button>
          </IfMay>
        </CardAction>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <EmptyState>No opt-out or opt-in yet: the number may be texted.</EmptyState>
        ) : (
          // A list, not a table: the card is a narrow column beside the timeline, and every field must show in it.
          <ol className="grid gap-3" aria-label="Consent events, newest first">
            {events.map((event) => (
              <li
                key={event.id}
                className="grid gap-1 border-b pb-3 last:border-b-0 last:pb-0"
                data-testid="consent-ledger-row"
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge variant={event.action === "opt-out" ? "destructive" : "secondary"}>
                    {event.action === "opt-out" ? "Opted out" : "Opted in"}
                  </Badge>
                  <span className="text-sm font-medium">
                    <span className="sr-only">Keyword: </span>
                    {event.keyword}
                  </span>
                  <time dateTime={event.createdAt.toISOString()} className="text-muted-foreground text-xs">
                    {formatDateTime(event.createdAt)}
                  </time>
                </div>
                <p className="text-sm break-words whitespace-pre-wrap">
                  <span className="sr-only">Message: </span>
                  {event.messageBody}
                </p>
                {event.messageSid && <p className="text-muted-foreground text-xs break-all">{event.messageSid}</p>}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
