"use client";
/**
 * The SMS Integration Testing form (docs/spec/site-and-admin.md §2 "Admin screens" 9; §8 "SMS test shows a red
 * Error: alert"): message in CODE;Description form, phone, Send Test SMS, the quick scenarios and the
 * result the webhook's pipeline gave.
 */
import { MayFieldset } from "@/components/console/may-fieldset";
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Send, XCircle } from "lucide-react";
import type { z } from "zod";
import { sendTestSmsAction, type TestSmsResult } from "@/lib/sms-intake/actions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { formatPhoneNumber } from "@/lib/format/phone";
import { testSmsSchema, type TestSmsFormValues } from "@/lib/sms/schemas";
import { formatDate } from "@/lib/format/date";
import { PhoneNumberField } from "@/components/console/phone-number-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { QUICK_SCENARIOS } from "./quick-scenarios";

function ResultPanel({ result }: { result: TestSmsResult }) {
  if (!result.success) {
    return (
      <Alert variant="destructive" data-testid="test-sms-result">
        <XCircle aria-hidden="true" />
        <AlertTitle>Error: {result.error}</AlertTitle>
        {result.reply && <AlertDescription>Reply sent: {result.reply}</AlertDescription>}
      </Alert>
    );
  }
  return (
    <Alert data-testid="test-sms-result">
      <CheckCircle2 aria-hidden="true" className="text-green-600" />
      <AlertTitle>Success</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{result.message}</p>
        <div>
          <p className="font-medium text-foreground">Reply</p>
          <p>{result.reply ?? "No reply (empty TwiML response)."}</p>
        </div>
        {result.code && (
          <dl className="grid gap-2">
            <div>
              <dt className="font-medium text-foreground">Code</dt>
              <dd className="font-mono text-base tracking-wider text-foreground">{result.code.code}</dd>
            </div>
            <div>
              <dt className="font-medium text-foreground">Created</dt>
              <dd>{formatDate(result.code.createdAt)}</dd>
            </div>
            <div>
              <dt className="font-medium text-foreground">Project Idea</dt>
              <dd>
                <pre
                  tabIndex={0}
                  aria-label="Project idea draft"
                  className="max-h-64 overflow-auto rounded-md bg-muted p-3 font-sans text-xs whitespace-pre-wrap focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {result.code.projectIdea}
                </pre>
              </dd>
            </div>
          </dl>
        )}
      </AlertDescription>
    </Alert>
  );
}

/**
 * The form; `authorizedNumbers` (active, E.164) are offered for the phone field, the first one preselected.
 * Disabled, without Send, for a role that may not send a test message.
 */
export function TestSmsForm({ authorizedNumbers }: { authorizedNumbers: string[] }) {
  const [result, setResult] = useState<TestSmsResult | null>(null);
  const form = useForm<TestSmsFormValues, unknown, z.output<typeof testSmsSchema>>({
    resolver: zodResolver(testSmsSchema),
    defaultValues: { message: "", phoneNumber: authorizedNumbers[0] ?? "" },
  });

  const send = useAdminAction(sendTestSmsAction, {
    form,
    errorMessage: { title: "Error", fallback: "The test message could not be sent." },
    onSuccess: setResult,
  });

  // The typed values are sent as they are; the server parses them again.
  function submit() {
    setResult(null);
    return send.run(form.getValues());
  }

  return (
    <div className="grid gap-6">
      {/* Disabled as a whole for a role that may not send a test message. */}
      <MayFieldset permission="sms.test">
        <div>
          <p className="mb-2 text-sm font-medium">Quick scenarios</p>
          <div className="flex flex-wrap gap-2">
            {QUICK_SCENARIOS.map((scenario) => (
              <Button
                key={scenario.label}
                type="button"
                variant="outline"
                size="sm"
                title={`Fills in a message that ${scenario.expect}`}
                onClick={() => {
                  form.setValue("message", scenario.message(), { shouldValidate: true });
                  setResult(null);
                }}
              >
                {scenario.label}
              </Button>
            ))}
          </div>
        </div>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
            <LabeledField
              control={form.control}
              name="message"
              label="Message"
              description="Format: CODE;Description (code of exactly 8 letters or digits, description of at least 5 characters)."
              render={(field) => (
                <Textarea
                  rows={4}
                  placeholder="CODE;Description, e.g. ABCD1234;Mobile app for a fitness studio"
                  {...field}
                />
              )}
            />
            <PhoneNumberField
              control={form.control}
              name="phoneNumber"
              list="authorized-numbers"
              description={
                authorizedNumbers.length > 0
                  ? "The sender. Authorized numbers create the code asked for; other numbers' messages are treated as ideas."
                  : "No authorized numbers yet: add one on Phone Management to test CODE;Description. Other numbers' messages are treated as ideas."
              }
            />
            <datalist id="authorized-numbers">
              {authorizedNumbers.map((number) => (
                <option key={number} value={number}>
                  {formatPhoneNumber(number)}
                </option>
              ))}
            </datalist>
            <IfMay permission="sms.test">
              <div>
                <Button type="submit" disabled={send.pending}>
                  <Send aria-hidden="true" />
                  {send.pending ? "Sending..." : "Send Test SMS"}
                </Button>
              </div>
            </IfMay>
          </form>
        </Form>
      </MayFieldset>
      <div aria-live="polite">{result && <ResultPanel result={result} />}</div>
    </div>
  );
}
