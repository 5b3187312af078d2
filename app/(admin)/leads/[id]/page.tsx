/** /leads/[id]: one lead's timeline, follow-up and answers (docs/sms.md "Leads"); signed-in users only. */
import { IfMay } from "@/components/console/if-may";
import type { Metadata } from "next";
import { IntentLink } from "@/components/console/intent-link";
import { notFound, redirect } from "next/navigation";
import { db } from "@/lib/db";
import { formatDateTime } from "@/lib/format/date";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { HistoryLink } from "@/components/audit/history-link";
import { CONSENT_LEDGER_SHOWN, ConsentLedger } from "@/components/leads/consent-ledger";
import { ContactDetailsButton } from "@/components/leads/contact-details-dialog";
import { SendBookingLinkButton } from "@/components/bookings/send-booking-link-button";
import { SendSlotOfferButton } from "@/components/bookings/send-slot-offer-button";
import { EmailReplyBox } from "@/components/leads/email-reply-box";
import { LeadControls } from "@/components/leads/lead-controls";
import { LeadTimeline } from "@/components/leads/lead-timeline";
import { MergeSplitControls, type SplitOption } from "@/components/leads/merge-split-dialogs";
import { SmsReplyBox } from "@/components/leads/sms-reply-box";
import { Badge } from "@/components/ui/badge";
import { LeadQuotes } from "@/components/quotes/lead-quotes";
import { NewQuoteButton } from "@/components/quotes/new-quote-button";
import { quotesOfLead } from "@/lib/quotes/queries";
import { requireUser } from "@/lib/auth/session";
import { leadTimeline } from "@/lib/leads/timeline-queries";
import { findLead, mergedInto } from "@/lib/leads/queries";
import { LEAD_SOURCE_LABELS, leadTitle } from "@/lib/leads/labels";
import type { LeadSource } from "@/lib/leads/statuses";
import { formatPhoneNumber } from "@/lib/format/phone";
import { pathRowId } from "@/lib/input/identifiers";
import { consentEventsOf } from "@/lib/sms/consent-ledger";
import { cutText } from "@/lib/format/text";
import { optedOutSince } from "@/lib/sms/consent";
import { env } from "@/lib/env";
import { liveTopic } from "@/lib/live/topics";
import { shareLink } from "@/lib/project-codes/share-link";
import { listSavedReplies } from "@/lib/sms/saved-reply-queries";
import { assignableMembers } from "@/lib/team/queries";
import { firstNameOf, type SavedReplyValues } from "@/lib/sms/saved-reply-text";

export const metadata: Metadata = { title: "Lead" };

/** The lead's details (editable), its controls, its timeline, and (from "leads-answer") the reply boxes and consent ledger. */
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = pathRowId((await params).id);
  if (id === null) notFound();
  const lead = await findLead(id);
  if (!lead) {
    // A lead merged into another answers with the one it lives in now.
    const survivor = await mergedInto(id);
    if (survivor) redirect(`/leads/${survivor}`);
    notFound();
  }
  const [{ items, truncated }, optedOut, consentEvents, savedReplies, assignees, leadQuotes] = await Promise.all([
    leadTimeline(id, lead.phone),
    lead.phone ? optedOutSince(db, lead.phone) : null,
    lead.phone ? consentEventsOf(db, lead.phone, CONSENT_LEDGER_SHOWN) : [],
    listSavedReplies(),
    assignableMembers(),
    quotesOfLead(id),
  ]);
  const newestCode = items.findLast((item) => item.kind === "code")?.code ?? null;
  const replyValues: SavedReplyValues = {
    firstName: firstNameOf(lead.name),
    code: newestCode,
    shareLink: newestCode ? shareLink(env.PUBLIC_BASE_URL, newestCode) : null,
  };
  const contact = { id: lead.id, phone: lead.phone, email: lead.email, name: lead.name };
  const splitOptions: SplitOption[] = items.flatMap((item): SplitOption[] => {
    switch (item.kind) {
      case "sms":
        return [{ kind: "sms", id: item.id, label: `SMS ${formatDateTime(item.at)}: ${cutText(item.body, 80)}` }];
      case "contact":
        return [
          {
            kind: "contact",
            id: item.id,
            label: `Contact request ${formatDateTime(item.at)}: ${cutText(item.message, 80)}`,
          },
        ];
      case "code":
        return [{ kind: "code", id: item.id, label: `Code ${item.code}` }];
      default:
        return [];
    }
  });

  return (
    <>
      <LiveRefresh topics={[liveTopic("lead", lead.id)]} />
      <p className="mb-2 text-sm">
        <IntentLink href="/leads" className="text-muted-foreground hover:underline">
          ← Leads
        </IntentLink>
      </p>
      <PageHeader
        title={leadTitle(lead)}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>Lead #{lead.id}</span>
            {lead.phone && <span>{formatPhoneNumber(lead.phone)}</span>}
            {lead.email && <span className="break-all">{lead.email}</span>}
            {lead.sources.map((s) => (
              <Badge key={s} variant="secondary">
                {LEAD_SOURCE_LABELS[s as LeadSource] ?? s}
              </Badge>
            ))}
          </span>
        }
      >
        <HistoryLink targetType="lead" targetId={lead.id} role={user.role} />
        <ContactDetailsButton lead={contact} />
        <MergeSplitControls leadId={lead.id} options={splitOptions} phone={lead.phone} email={lead.email} />
        <IfMay permission="bookings.send-link">
          <SendBookingLinkButton leadId={lead.id} />
          {lead.phone && <SendSlotOfferButton leadId={lead.id} />}
        </IfMay>
        <NewQuoteButton leadId={lead.id} />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Timeline of the lead" className="min-w-0">
          <h2 className="mb-3 text-lg font-semibold">Timeline</h2>
          <LeadTimeline leadId={lead.id} items={items} truncated={truncated} />
        </section>
        <div className="grid content-start gap-6">
          <LeadControls
            lead={{
              id: lead.id,
              status: lead.status,
              assignedTo: lead.assignedTo,
              ownerNote: lead.ownerNote,
              nextFollowUpOn: lead.nextFollowUpOn,
            }}
            assignees={assignees}
          />
          <IfMay permission="leads.reply">
            <SmsReplyBox
              lead={contact}
              optedOutSince={optedOut}
              // The ledger is newest first: the words of the opt-out in force.
              optOutWords={consentEvents[0]?.action === "opt-out" ? consentEvents[0].messageBody : null}
              savedReplies={savedReplies}
              values={replyValues}
            />
            <EmailReplyBox lead={contact} />
          </IfMay>
          <LeadQuotes quotes={leadQuotes} />
          <ConsentLedger lead={contact} events={consentEvents} />
        </div>
      </div>
    </>
  );
}
