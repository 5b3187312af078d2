/** The e-mail side of answering a lead (docs/sms.md "Leads"): the reply form, or why there is none (no address). */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AGENCY_NAME } from "@/lib/email/agency-reply";
import { EmailReplyForm } from "./email-reply-form";
import type { LeadContact } from "./sms-reply-box";

/** "Reply by email" for `lead`: the form, or why there is none (no address on the lead). */
export function EmailReplyBox({ lead }: { lead: LeadContact }) {
  return (
    <Card data-testid="email-reply-box">
      <CardHeader>
        <CardTitle>Reply by email</CardTitle>
        {lead.email && <CardDescription className="break-all">To {lead.email}</CardDescription>}
      </CardHeader>
      <CardContent>
        {lead.email ? (
          <EmailReplyForm leadId={lead.id} defaultSubject={`Your project with ${AGENCY_NAME}`} />
        ) : (
          <p className="text-muted-foreground text-sm">
            No email address: this person has not written to us or given one.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
