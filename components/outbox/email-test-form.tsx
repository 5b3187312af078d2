"use client";
/** The Email Delivery Test form (docs/spec/site-and-admin.md §2 "Admin screens" 1, §8 "Email Test Failed"). */
import { MayFieldset } from "@/components/console/may-fieldset";
import { IfMay } from "@/components/console/if-may";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { sendTestEmailAction } from "@/lib/email/actions";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { testEmailSchema, type TestEmailInput } from "@/lib/email/schemas";
import { useAdminAction } from "@/components/console/use-admin-action";

/**
 * One e-mail field, pre-filled with `defaultEmail`, and "Send Test Email"; the toast says what became of the message.
 * Disabled, without the button, for a role that may not send a test e-mail.
 */
export function EmailTestForm({ defaultEmail }: { defaultEmail: string }) {
  const form = useForm<TestEmailInput>({
    resolver: zodResolver(testEmailSchema),
    defaultValues: { email: defaultEmail },
  });

  const send = useAdminAction(sendTestEmailAction, {
    form,
    errorMessage: { title: "Email Test Failed", fallback: "The test email could not be sent." },
    onSuccess: (sent, input) => {
      if (sent.status === "sent") {
        toast.success("Test email sent", {
          description: `Sent to ${input.email}. Check the inbox, and the spam folder.`,
        });
      } else {
        toast.warning("Test email kept in the outbox", {
          description:
            "No email provider is configured (RESEND_API_KEY), so nothing was sent. The message is in the outbox below.",
        });
      }
    },
  });

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(send.run)}
        noValidate
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <MayFieldset permission="email.test">
          <div className="flex-1">
            <LabeledField
              control={form.control}
              name="email"
              label="Email"
              render={(field) => <Input type="email" autoComplete="email" {...field} />}
            />
          </div>
        </MayFieldset>
        <IfMay permission="email.test">
          <Button type="submit" className="sm:mt-[1.375rem]" disabled={send.pending}>
            {send.pending ? "Sending..." : "Send Test Email"}
          </Button>
        </IfMay>
      </form>
    </Form>
  );
}
