/** /quotes: every quote, searched and filtered, with their totals (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"). */
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { QuotesList } from "@/components/quotes/quotes-list";
import { TermsTemplateButton } from "@/components/quotes/terms-template-dialog";
import { requireUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { liveTopic } from "@/lib/live/topics";
import { readListParams } from "@/lib/pagination/list-params";
import { loadQuoteFilters } from "@/lib/quotes/list-filter";
import { pageQuotes } from "@/lib/quotes/queries";
import { readTermsTemplate } from "@/lib/quotes/settings";

export const metadata: Metadata = { title: "Quotes" };

export default async function QuotesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const params = await searchParams;
  const request = readListParams(params);
  const filters = loadQuoteFilters(params);
  const [list, terms] = await Promise.all([
    pageQuotes({ ...request, ...filters, userId: user.id }),
    readTermsTemplate(db),
  ]);
  const filtered =
    Boolean(request.q || filters.min || filters.max || filters.from || filters.to) ||
    filters.status !== "all" ||
    filters.assigned !== "all";
  return (
    <>
      <LiveRefresh topics={[liveTopic("quotes")]} />
      <PageHeader
        title="Quotes"
        description="Priced quotes sent to leads, newest first, with their signatures and evidence."
      >
        <TermsTemplateButton terms={terms} />
      </PageHeader>
      <QuotesList {...list} filtered={filtered} />
    </>
  );
}
