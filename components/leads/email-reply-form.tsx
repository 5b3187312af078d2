"use client";
/** The e-mail reply form on a lead's timeline (docs/sms.md "Leads"): subject and text, sent in the agency's template. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { sendEmailReplyAction } from "@/lib/leads/reply-actions";
import { emailReplySchema, type EmailReplyInput } from "@/lib/leads/reply-schemas";

/** The reply form for lead `leadId`, with `defaultSubject` filled in. */
export function EmailReplyForm({ leadId, defaultSubject }: { leadId: number; defaultSubject: string }) {
  const empty = { leadId, subject: defaultSubject, body: "" };
  const form = useForm<EmailReplyInput>({ resolver: zodResolver(emailReplySchema), defaultValues: empty });
  const send = useAdminAction(sendEmailReplyAction, {
    form,
    errorMessage: { title: "Email not sent", fallback: "The reply could not be queued." },
    successMessage: { title: "Email queued", description: "Its delivery state appears on the timeline." },
    onSuccess: () => form.reset(empty),
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(send.run)} noValidate className="flex flex-col gap-3">
        <LabeledField
          control={form.control}
          name="subject"
          label="Subject"
          render={(field) => <Input autoComplete="off" {...field} />}
        />
        <LabeledField
          control={form.control}
          name="body"
          label="Email reply"
          description="Sent in the agency's template: greeting, your text, sign-off; replies go to the agency's contact address."
          render={(field) => <Textarea rows={6} placeholder="Write your reply..." {...field} />}
        />
        <Button type="submit" className="self-start" disabled={send.pending}>
          {send.pending ? "Sending..." : "Send Email"}
        </Button>
      </form>
    </Form>
  );
}
