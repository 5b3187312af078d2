/** The dashboard's Leads card (docs/sms.md "Leads"): new leads this week, leads needing a reply, follow-ups due today, each a link into the inbox. */
import { IntentLink } from "@/components/console/intent-link";
import { ArrowRight } from "lucide-react";
import { formatCount } from "@/lib/format/number";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { LeadStats } from "@/lib/leads/queries";

/** The three figures of `stats` (one aggregate query, "10,000+" past the cap), each opening the inbox. */
export function LeadsDashboardCard({ stats }: { stats: LeadStats }) {
  const figures = [
    { label: "New this week", value: stats.newThisWeek, href: "/leads" },
    { label: "Needing a reply", value: stats.needingReply, href: "/leads?reply=needs-reply" },
    { label: "Follow-ups due today", value: stats.followUpsDue, href: "/leads" },
  ];
  return (
    <Card role="group" aria-label="Leads">
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          <h2>Leads</h2>
          <IntentLink
            href="/leads"
            className="flex items-center gap-1 text-sm font-normal text-muted-foreground hover:underline"
          >
            Open inbox <ArrowRight className="size-4" aria-hidden="true" />
          </IntentLink>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3">
          {figures.map((f) => (
            <div key={f.label} className="min-w-0">
              <dt className="text-xs text-muted-foreground sm:text-sm">{f.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">
                <IntentLink href={f.href} className="hover:underline">
                  {formatCount(f.value)}
                </IntentLink>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
