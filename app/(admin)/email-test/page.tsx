/** /email-test: Email Delivery Test and the outbox (docs/spec/site-and-admin.md §2 "Admin screens" 1); admin-only here. */
import type { Metadata } from "next";
import { EmailTestForm } from "@/components/outbox/email-test-form";
import { OutboxTable } from "@/components/outbox/outbox-table";
import { PageHeader } from "@/components/console/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { listOutboxPage } from "@/lib/outbox/queries";
import { loadOutboxStatus } from "@/lib/outbox/list-filter";
import { readListParams } from "@/lib/pagination/list-params";

export const metadata: Metadata = { title: "Email Delivery Test" };

/** Sends a test e-mail to the address given (the admin's by default) and pages the outbox (`?q=&status=&cursor=`). */
export default async function EmailTestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const params = await searchParams;
  const list = await listOutboxPage({ ...readListParams(params), ...loadOutboxStatus(params) });
  return (
    <>
      <PageHeader
        title="Email Delivery Test"
        description="Send a test email to check that email delivery works. It uses the same configuration as the contact form."
      />
      <div className="space-y-6">
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle>
              <h2>Send a test email</h2>
            </CardTitle>
            <CardDescription>
              If it does not arrive within a few minutes, check your spam folder, then the outbox below.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <EmailTestForm defaultEmail={user.email} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Outbox</h2>
            </CardTitle>
            <CardDescription>
              Every email and text message is recorded here first. Without an email provider, messages stay here as
              &quot;Not sent (no provider)&quot;: this is what would have gone out.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <OutboxTable list={list} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
