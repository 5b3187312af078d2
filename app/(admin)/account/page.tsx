/** /account: Account Settings with tabs Profile and Password (docs/spec/site-and-admin.md §2 "Authentication screens"). */
import type { Metadata } from "next";
import { AccountTabs } from "@/components/account/account-tabs";
import { ErrorEmailSetting } from "@/components/error-monitor/error-email-setting";
import { PageHeader } from "@/components/console/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { getErrorEmailEnabled } from "@/lib/error-monitor/error-email-setting";
import { formatProfilePhone } from "@/lib/format/phone";

export const metadata: Metadata = { title: "Account Settings" };

/** The signed-in user's profile and password forms, and the error e-mail switch (docs/decisions.md "Error monitoring"). */
export default async function AccountPage() {
  const user = await requireUser();
  const errorEmailEnabled = await getErrorEmailEnabled(db, user.id);
  return (
    <>
      <PageHeader title="Account Settings" description="Manage your profile and password." />
      <AccountTabs
        profile={{
          username: user.username,
          email: user.email,
          firstName: user.firstName ?? "",
          lastName: user.lastName ?? "",
          phoneNumber: formatProfilePhone(user.phoneNumber),
        }}
      />
      <Card className="mt-6 max-w-2xl">
        <CardHeader>
          <CardTitle>
            <h2>Error alerts</h2>
          </CardTitle>
          <CardDescription>Critical errors of the app, as listed on Error Monitoring.</CardDescription>
        </CardHeader>
        <CardContent>
          <ErrorEmailSetting enabled={errorEmailEnabled} />
        </CardContent>
      </Card>
    </>
  );
}
