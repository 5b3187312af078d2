/** /test-sms: SMS Integration Testing (docs/spec/site-and-admin.md §2 "Admin screens" 9); admin-only here (docs/decisions/auth-and-roles.md "Platform sign-in"). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { SampleCalls } from "@/components/test-sms/sample-calls";
import { TestSmsForm } from "@/components/test-sms/test-sms-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { recentActiveAuthorizedNumbers } from "@/lib/phones/queries";
import { env } from "@/lib/env";
import { SMS_RATE_LIMIT } from "@/lib/sms/inbound-decision";
import { sharedNumber } from "@/lib/sms/shared-number";

export const metadata: Metadata = { title: "SMS Integration Testing" };

const TIPS = [
  "CODE;Description creates exactly that code only from an active authorized phone (Phone Management); from any other number the text is treated as a project idea.",
  "A code is exactly 8 letters or digits and can be created once; the description needs at least 5 characters.",
  "An idea needs at least 10 characters. The same idea from the same number within 24 hours gets the same code back.",
  `Numbers that are not authorized may send ${SMS_RATE_LIMIT.limit} messages per 24 hours. STOP, START and HELP work as they do from a phone.`,
  "Test messages take the same path as real ones: they are stored with the incoming messages and their codes appear in Project Codes.",
];

/** The test form, the tips and signed sample calls for the webhook. */
export default async function TestSmsPage() {
  await requireUser();
  const authorizedNumbers = await recentActiveAuthorizedNumbers();
  return (
    <>
      <PageHeader
        title="SMS Integration Testing"
        description="Send a message through the same path as a text to the shared number, and see the reply and the code it creates."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Send Test SMS</h2>
            </CardTitle>
            <CardDescription>Pick a quick scenario or write a message, then send it.</CardDescription>
          </CardHeader>
          <CardContent>
            <TestSmsForm authorizedNumbers={authorizedNumbers} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Testing tips</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>Sample command-line calls</h2>
            </CardTitle>
            <CardDescription>
              Each call signs its request with the twilio library (X-Twilio-Signature), as Twilio does. Run them in the
              project folder with the server&apos;s TWILIO_AUTH_TOKEN.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SampleCalls baseUrl={env.PUBLIC_BASE_URL} to={sharedNumber()} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
