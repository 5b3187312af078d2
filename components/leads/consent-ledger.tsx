/**
 * The consent ledger of a lead's number (docs/sms.md "Consent ledger"): every opt-out and
 * opt-in it texted, newest first, with the keyword and the message, and the CSV export for a carrier
 * audit. The page reads the ledger's newest `CONSENT_LEDGER_SHOWN` events.
 */
import { formatDateTime } from "@/lib/format/date";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
          <Button asChild variant="outline" size="sm">
            <a href={`/api/sms/consent-ledger?phone=${encodeURIComponent(lead.phone)}`} download>
              Export CSV
            </a>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <EmptyState>No opt-out or opt-in yet: the number may be texted.</EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Time</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Keyword</TableHead>
                  <TableHead>Message</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {events.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(event.createdAt)}</TableCell>
                    <TableCell>
                      <Badge variant={event.action === "opt-out" ? "destructive" : "secondary"}>{event.action === "opt-out" ? "Opted out" : "Opted in"}</Badge>
                    </TableCell>
                    <TableCell>{event.keyword}</TableCell>
                    <TableCell className="max-w-64 truncate" title={event.messageBody}>
                      {event.messageBody}
                      {event.messageSid && <span className="text-muted-foreground block text-xs">{event.messageSid}</span>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
