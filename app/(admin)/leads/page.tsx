/** /leads: the inbox of every person who reached the agency (docs/sms.md "Leads"); signed-in users only. */
import type { Metadata } from "next";
import { IntentLink } from "@/components/console/intent-link";
import { Settings } from "lucide-react";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { LeadStatCards } from "@/components/leads/lead-stat-cards";
import { LeadsInbox } from "@/components/leads/leads-inbox";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { leadStats, pageLeads } from "@/lib/leads/queries";
import { loadLeadFilters } from "@/lib/leads/list-filter";
import { readListParams } from "@/lib/pagination/list-params";
import { liveTopic } from "@/lib/live/topics";

export const metadata: Metadata = { title: "Leads" };

/** The figures, then one page of leads, searched and filtered from the URL. */
export default async function LeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const params = await searchParams;
  const request = readListParams(params);
  const filters = loadLeadFilters(params);
  const [{ page, total }, stats] = await Promise.all([
    pageLeads({ ...request, ...filters, userId: user.id }),
    leadStats(db),
  ]);
  const filtered =
    Boolean(request.q) ||
    filters.status !== "all" ||
    filters.source !== "all" ||
    filters.reply !== "all" ||
    filters.assigned !== "all";
  return (
    <>
      <LiveRefresh topics={[liveTopic("leads")]} />
      <PageHeader
        title="Leads"
        description="Everyone who texted an idea, wrote through the contact form or redeemed a code, newest activity first."
      >
        <Button asChild variant="outline">
          <IntentLink href="/leads/settings">
            <Settings aria-hidden="true" /> Inbox settings
          </IntentLink>
        </Button>
      </PageHeader>
      <LeadStatCards stats={stats} />
      <LeadsInbox page={page} total={total} filtered={filtered} />
    </>
  );
}
