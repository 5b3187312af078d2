"use client";
/**
 * The SMS reply form on a lead's timeline (docs/sms.md "Leads"): the text, with saved replies inserted by
 * typing `/` (docs/sms.md "Saved replies"), its character and segment count as the admin types
 * (lib/sms/segments.ts: GSM-7 or UCS-2, 160/153 or 70/67 per segment, over the expanded text), and
 * "Send SMS", or "Schedule" for a chosen time (docs/sms.md "Scheduled send": held past the recipient's
 * quiet hours).
 */
import { useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useAdminAction } from "@/components/console/use-admin-action";
import { useSavedReplyMenu } from "@/components/sms/use-saved-reply-menu";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { SmsSavedReply } from "@/lib/db/schema";
import { formatDateTime, formatDateTimeIn } from "@/lib/format/date";
import { runtimeTimeZone } from "@/lib/format/zoned-time";
import { sendSmsReplyAction } from "@/lib/leads/reply-actions";
import { smsReplySchema, type SmsReplyInput } from "@/lib/leads/reply-schemas";
import { unfilledMessage, unfilledVariables, type SavedReplyValues } from "@/lib/sms/saved-reply-text";
import { countSegments } from "@/lib/sms/segments";

/** "42 characters · 1 segment (GSM-7) · 118 left", and which characters forced UCS-2. */
function SegmentCounter({ text }: { text: string }) {
  const count = countSegments(text);
  const segments = `${count.segments} ${count.segments === 1 ? "segment" : "segments"}`;
  return (
    <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="sms-segment-count">
      {count.characters} {count.characters === 1 ? "character" : "characters"} · {segments} ({count.encoding}) ·{" "}
      {count.remainingInSegment} left in this segment
      {count.nonGsmCharacters.length > 0 && (
        <>
          <br />
          UCS-2 because of: {count.nonGsmCharacters.slice(0, 8).join(" ")}
        </>
      )}
    </p>
  );
}

/**
 * `instant` as the admin chose it, in their browser's zone, and in UTC as the timeline shows it:
 * "Nov 28, 2026, 9:00 AM (America/New_York), Nov 28, 2026, 2:00 PM UTC".
 */
function inYourZone(instant: Date): string {
  const zone = runtimeTimeZone();
  return zone === "UTC" ? formatDateTime(instant) : `${formatDateTimeIn(instant, zone)}, ${formatDateTime(instant)}`;
}

/** What the form needs besides the lead: the saved replies for `/`, and the lead's values of their variables. */
export interface SmsReplyFormProps {
  leadId: number;
  savedReplies: SmsSavedReply[];
  values: SavedReplyValues;
}

/** The reply form for lead `leadId`; the server refuses an opted-out number again, whatever the page showed. */
export function SmsReplyForm({ leadId, savedReplies, values }: SmsReplyFormProps) {
  const form = useForm<SmsReplyInput, unknown, z.output<typeof smsReplySchema>>({
    resolver: zodResolver(smsReplySchema),
    defaultValues: { leadId, body: "", scheduledFor: "" },
  });
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const [later, setLater] = useState(false);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const menu = useSavedReplyMenu(savedReplies, values, (text, caret) => {
    form.setValue("body", text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    requestAnimationFrame(() => textarea.current?.setSelectionRange(caret, caret));
  });
  const send = useAdminAction(sendSmsReplyAction, {
    form,
    errorMessage: { title: "SMS not sent", fallback: "The reply could not be queued." },
    successMessage: ({ sendAt }) =>
      sendAt
        ? {
            title: "SMS scheduled",
            description: `It leaves ${inYourZone(sendAt)}. Cancel it on the timeline until then.`,
          }
        : { title: "SMS queued", description: "Its delivery state appears on the timeline." },
    onSuccess: () => {
      form.reset({ leadId, body: "", scheduledFor: "" });
      setLater(false);
    },
  });
  const unfilled = unfilledVariables(body);

  // The browser reads the date and time in the admin's own zone; the server gets the instant.
  const submit = ({ scheduledFor }: z.output<typeof smsReplySchema>) => {
    if (later && !scheduledFor)
      return form.setError("scheduledFor", { type: "required", message: "Choose a date and time" });
    return send.run({
      leadId,
      body: form.getValues("body"),
      scheduledFor: later && scheduledFor ? scheduledFor.toISOString() : "",
    });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-3">
        <LabeledField
          control={form.control}
          name="body"
          label="SMS reply"
          description={savedReplies.length > 0 ? "Type / for a saved reply." : undefined}
          render={(field) => (
            <Textarea
              rows={4}
              placeholder="Write your reply..."
              {...field}
              {...menu.inputProps}
              ref={(element) => {
                field.ref(element);
                textarea.current = element;
              }}
              onChange={(event) => {
                field.onChange(event);
                menu.update(event.target.value, event.target.selectionStart);
              }}
              onKeyDown={menu.onKeyDown}
              onBlur={field.onBlur}
            />
          )}
        />
        {menu.menu}
        {/* Said as the admin types; once a send was refused for it, the field's own error says it instead. */}
        {unfilled.length > 0 && !form.formState.errors.body && (
          <p className="text-destructive text-xs" role="status">
            {unfilledMessage(unfilled)}
          </p>
        )}
        <SegmentCounter text={body} />
        <div className="flex items-center gap-2">
          <Checkbox
            id={`sms-later-${leadId}`}
            checked={later}
            onCheckedChange={(checked) => setLater(checked === true)}
          />
          <Label htmlFor={`sms-later-${leadId}`} className="font-normal">
            Send later
          </Label>
        </div>
        {later && (
          <LabeledField
            control={form.control}
            name="scheduledFor"
            label="Send at (your time)"
            description="Held until 8:00 when it falls between 21:00 and 8:00 at the recipient."
            render={(field) => <Input type="datetime-local" {...field} value={field.value ?? ""} />}
          />
        )}
        <Button type="submit" className="self-start" disabled={send.pending}>
          {send.pending ? "Sending..." : later ? "Schedule" : "Send SMS"}
        </Button>
      </form>
    </Form>
  );
}
