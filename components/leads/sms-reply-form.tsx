"use client";
/**
 * The SMS reply form on a lead's timeline (docs/sms.md "Leads"): the text, its character and segment count as the
 * admin types (lib/sms/segments.ts: GSM-7 or UCS-2, 160/153 or 70/67 per segment), and "Send SMS".
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { sendSmsReplyAction } from "@/lib/leads/reply-actions";
import { countSegments } from "@/lib/sms/segments";
import { smsReplySchema, type SmsReplyInput } from "@/lib/leads/reply-schemas";
import { useAdminAction } from "@/components/console/use-admin-action";

/** "42 characters · 1 segment (GSM-7) · 118 left", and which characters forced UCS-2. */
function SegmentCounter({ text }: { text: string }) {
  const count = countSegments(text);
  const segments = `${count.segments} ${count.segments === 1 ? "segment" : "segments"}`;
  return (
    <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="sms-segment-count">
      {count.characters} {count.characters === 1 ? "character" : "characters"} · {segments} ({count.encoding}) · {count.remainingInSegment} left in this segment
      {count.nonGsmCharacters.length > 0 && (
        <>
          <br />
          UCS-2 because of: {count.nonGsmCharacters.slice(0, 8).join(" ")}
        </>
      )}
    </p>
  );
}

/** The reply form for lead `leadId`; the server refuses an opted-out number again, whatever the page showed. */
export function SmsReplyForm({ leadId }: { leadId: number }) {
  const form = useForm<SmsReplyInput>({ resolver: zodResolver(smsReplySchema), defaultValues: { leadId, body: "" } });
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const send = useAdminAction(sendSmsReplyAction, {
    form,
    errorMessage: { title: "SMS not sent", fallback: "The reply could not be queued." },
    successMessage: { title: "SMS queued", description: "Its delivery state appears on the timeline." },
    onSuccess: () => form.reset({ leadId, body: "" }),
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(send.run)} noValidate className="flex flex-col gap-3">
        <LabeledField
          control={form.control}
          name="body"
          label="SMS reply"
          render={(field) => <Textarea rows={4} placeholder="Write your reply..." {...field} />}
        />
        <SegmentCounter text={body} />
        <Button type="submit" className="self-start" disabled={send.pending}>
          {send.pending ? "Sending..." : "Send SMS"}
        </Button>
      </form>
    </Form>
  );
}
