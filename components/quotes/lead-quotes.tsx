/** A lead's quotes on its page: each with its status and value, linking to the quote. */
import { IntentLink } from "@/components/console/intent-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/money";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "@/lib/quotes/statuses";

/** The lead's quotes, newest first; nothing when it has none. */
export function LeadQuotes({
  quotes,
}: {
  quotes: { id: number; title: string; status: string; totalMinor: number; currency: string }[];
}) {
  if (quotes.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Quotes</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {quotes.map((q) => (
            <li key={q.id} className="flex flex-wrap justify-between gap-2">
              <IntentLink href={`/quotes/${q.id}`} className="min-w-0 break-words underline">
                Q-{q.id}: {q.title}
              </IntentLink>
              <span className="text-muted-foreground">
                {QUOTE_STATUS_LABELS[q.status as QuoteStatus] ?? q.status} · {formatMoney(q.totalMinor, q.currency)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
