/** /account: Account Settings with tabs Profile and Password (docs/spec/site-and-admin.md §2 "Authentication screens"). */
import { IfMay } from "@/components/console/if-may";
import type { Metadata } from "next";
import { AccountTabs } from "@/components/account/account-tabs";
import { ErrorEmailSetting } from "@/components/error-monitor/error-email-setting";
import { PageHeader } from "@/components/console/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { notificationSettings } from "@/lib/account/notification-settings";
import { NotificationSetting } from "@/components/account/notification-setting";
import { formatProfilePhone } from "@/lib/format/phone";
import { SecondFactorSettings } from "@/components/second-factor/second-factor-settings";
import { SecurityPolicySetting } from "@/components/second-factor/security-policy-setting";
import { secondFactorStatus } from "@/lib/second-factor/queries";
import { SessionList } from "@/components/account/session-list";
import { SignInHistory } from "@/components/account/sign-in-history";
import { pageSessions, pageSignInHistory } from "@/lib/auth/session-queries";
import { readListParams } from "@/lib/pagination/list-params";

/** URL keys of the sessions (`scursor`, `ssize`…) and of the sign-in history (`hcursor`, `hsize`…). */
const SESSIONS_PREFIX = "s";
const HISTORY_PREFIX = "h";

export const metadata: Metadata = { title: "Account Settings" };

/**
 * The signed-in user's profile and password forms, the e-mail notification switches (docs/decisions/auth-and-roles.md "Per-person notifications", "Error
 * monitoring"), their second factor, and for an owner the security policy (docs/decisions/auth-and-roles.md "Second factor").
 */
export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const notifications = await notificationSettings(user.id);
  const secondFactor = await secondFactorStatus(user);
  const params = await searchParams;
  const sessions = await pageSessions(user.id, user.sid, readListParams(params, SESSIONS_PREFIX));
  const history = await pageSignInHistory(user.id, readListParams(params, HISTORY_PREFIX));
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
            <h2>E-mail notifications</h2>
          </CardTitle>
          <CardDescription>
            What the console e-mails you. When nobody on the team chose one, it goes to the address the agency
            configured.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ErrorEmailSetting enabled={notifications["error-emails"]} />
          <NotificationSetting
            notification="alert-emails"
            enabled={notifications["alert-emails"]}
            label="Email me alerts"
            description="Sites down or back, certificates expiring, fleet issues: every alert rule that picked no channel."
          />
          <NotificationSetting
            notification="weekly-digest"
            enabled={notifications["weekly-digest"]}
            label="Email me the weekly digest"
            description="The TODO summary, follow-ups due and leads waiting for a reply, on the Weekly TODO schedule."
          />
        </CardContent>
      </Card>
      <Card className="mt-6 max-w-2xl">
        <CardHeader>
          <CardTitle>
            <h2>Second factor</h2>
          </CardTitle>
          <CardDescription>
            After your password, sign-in asks for a code from your authenticator app or for a passkey.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SecondFactorSettings status={secondFactor} />
        </CardContent>
      </Card>
      <Card className="mt-6 max-w-2xl">
        <CardHeader>
          <CardTitle>
            <h2>Sessions</h2>
          </CardTitle>
          <CardDescription>Browsers signed in to your account, the newest sign-in first.</CardDescription>
        </CardHeader>
        <CardContent>
          <SessionList list={sessions} prefix={SESSIONS_PREFIX} />
        </CardContent>
      </Card>
      <Card className="mt-6 max-w-2xl">
        <CardHeader>
          <CardTitle>
            <h2>Sign-in history</h2>
          </CardTitle>
          <CardDescription>Every attempt to sign in to your account, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          <SignInHistory list={history} prefix={HISTORY_PREFIX} />
        </CardContent>
      </Card>
      <IfMay permission="security.policy">
        <Card className="mt-6 max-w-2xl">
          <CardHeader>
            <CardTitle>
              <h2>Security policy</h2>
            </CardTitle>
            <CardDescription>Applies to every user of the console.</CardDescription>
          </CardHeader>
          <CardContent>
            <SecurityPolicySetting required={secondFactor.required} />
          </CardContent>
        </Card>
      </IfMay>
    </>
  );
}
