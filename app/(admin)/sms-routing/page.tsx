/** /sms-routing: SMS Smart Routing (operator-console.md §2 "/sms-routing"); signed-in users only. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { DecisionTree } from "@/components/admin/sms-routing/decision-tree";
import { PhoneNumbers } from "@/components/admin/sms-routing/phone-numbers";
import { RecentMessages } from "@/components/admin/sms-routing/recent-messages";
import { RoutingRules } from "@/components/admin/sms-routing/routing-rules";
import { SmsRoutingStats } from "@/components/admin/sms-routing/sms-routing-stats";
import { TestRoutingBox } from "@/components/admin/sms-routing/test-routing-box";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { requireUser } from "@/lib/auth/session";
import { loadSmsRoutingData, RECENT_MESSAGES_LIMIT } from "@/lib/db/queries/sms-routing";
import { sharedNumber } from "@/lib/sms/shared-number";

export const metadata: Metadata = { title: "SMS Smart Routing" };

/** The four cards and the tabs Routing Rules, Recent Messages, Phone Numbers and Decision Tree. */
export default async function SmsRoutingPage() {
  await requireUser();
  const { routes, messages, counts, numbers } = await loadSmsRoutingData();
  const shared = sharedNumber();
  const numberOptions = numbers.map(({ id, phoneNumber, isActive }) => ({ id, phoneNumber, isActive }));
  const sharedRoutes = routes.filter((r) => r.isActive && r.phoneNumberId === null).length;
  return (
    <>
      <PageHeader
        title="SMS Smart Routing"
        description="Rules that decide where each incoming text on your numbers goes: checked in priority order, first match wins."
      />
      <SmsRoutingStats routes={routes} counts={counts} numbers={numbers} />
      <Tabs defaultValue="routes" className="gap-4">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="routes">Routing Rules</TabsTrigger>
          <TabsTrigger value="messages">Recent Messages</TabsTrigger>
          <TabsTrigger value="numbers">Phone Numbers</TabsTrigger>
          <TabsTrigger value="tree">Decision Tree</TabsTrigger>
        </TabsList>
        <TabsContent value="routes" className="grid gap-6">
          <TestRoutingBox numbers={numbers.map((n) => n.phoneNumber)} sharedNumber={shared} />
          <RoutingRules routes={routes} numbers={numberOptions} />
        </TabsContent>
        <TabsContent value="messages">
          <RecentMessages messages={messages} limit={RECENT_MESSAGES_LIMIT} />
        </TabsContent>
        <TabsContent value="numbers">
          <PhoneNumbers numbers={numbers} sharedRoutes={sharedRoutes} />
        </TabsContent>
        <TabsContent value="tree">
          <DecisionTree routes={routes} numbers={numbers} sharedNumber={shared} />
        </TabsContent>
      </Tabs>
    </>
  );
}
