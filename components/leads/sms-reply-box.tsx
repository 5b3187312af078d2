/**
 * The SMS side of answering a lead (docs/sms.md "Leads"): the reply form, or, for a number that asked to stop
 * texts, its own words and why nothing can be sent, with nothing to click (carriers forbid it; Twilio refuses with error 21610).
 * The page reads the number's opt-out (lib/sms/consent.ts `optedOutSince`).
 */
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { optedOutReason } from "@/lib/sms/consent";
import { formatPhoneNumber } from "@/lib/format/phone";
import { cutText } from "@/lib/format/text";
import { sharedNumber } from "@/lib/sms/shared-number";
import type { SmsSavedReply } from "@/lib/db/schema";
import type { SavedReplyValues } from "@/lib/sms/saved-reply-text";
import { SmsReplyForm } from "./sms-reply-form";

/** What the reply boxes need of a lead. */
export interface LeadContact {
  id: number;
  phone: string | null;
  email: string | null;
  name: string | null;
}

/**
 * "Reply by SMS" for `lead`: the form with the saved replies and the lead's values of their variables, or
 * why there is none (no phone, opted out `since` that time).
 */
export function SmsReplyBox({
  lead,
  optedOutSince: since,
  optOutWords,
  savedReplies,
  values,
}: {
  lead: LeadContact;
  optedOutSince: Date | null;
  /** What the person wrote to opt out ("please stop texting me"), when the ledger has it. */
  optOutWords?: string | null;
  savedReplies: SmsSavedReply[];
  values: SavedReplyValues;
}) {
  return (
    <Card data-testid="sms-reply-box">
      <CardHeader>
        <CardTitle>Reply by SMS</CardTitle>
        {lead.phone && (
          <CardDescription>
            To {formatPhoneNumber(lead.phone)}, from {formatPhoneNumber(sharedNumber())}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {!lead.phone ? (
          <p className="text-muted-foreground text-sm">
            No phone number: this person has not texted us or given a number.
          </p>
        ) : since ? (
          <Alert variant="destructive">
            <AlertTitle>Opted out: SMS replies are off</AlertTitle>
            <AlertDescription>
              {optOutWords && <p data-testid="opt-out-words">They wrote: “{cutText(optOutWords, 160)}”</p>}
              <p>{optedOutReason(lead.phone, since)}</p>
            </AlertDescription>
          </Alert>
        ) : (
          <SmsReplyForm leadId={lead.id} savedReplies={savedReplies} values={values} />
        )}
      </CardContent>
    </Card>
  );
}
