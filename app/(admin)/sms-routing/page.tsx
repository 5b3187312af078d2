/** /sms-routing: SMS Smart Routing (docs/spec/operator-console.md §2 "/sms-routing"); signed-in users only. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { DecisionTree } from "@/components/sms-routing/decision-tree";
import { PhoneNumbers } from "@/components/sms-routing/phone-numbers";
import { RecentMessages } from "@/components/sms-routing/recent-messages";
import { RoutingRules } from "@/components/sms-routing/routing-rules";
import { SmsRoutingStats } from "@/components/sms-routing/sms-routing-stats";
import { SmsRoutingTabs } from "@/components/sms-routing/sms-routing-tabs";
import { TestRoutingBox } from "@/components/sms-routing/test-routing-box";
import { TabsContent } from "@/components/ui/tabs";
import { requireUser } from "@/lib/auth/session";
import { countSmsRoutes, listDecisionTreeRoutes, listRoutePage } from "@/lib/sms-intake/routing/queries";
import { countSmsMessages, listMessagePage, listSmsNumbers } from "@/lib/sms-intake/routing/message-queries";
import { readListParams } from "@/lib/pagination/list-params";
import { INTERNAL_HANDLER_NAMES, internalTarget } from "@/lib/sms-intake/internal-handlers";
import { loadSmsRoutingParams, type SmsRoutingTab } from "@/lib/sms-intake/routing/list-filter";
import { sharedNumber } from "@/lib/sms/shared-number";

export const metadata: Metadata = { title: "SMS Smart Routing" };

/**
 * The four cards and the tabs Routing Rules, Recent Messages, Phone Numbers and Decision Tree. Only the
 * open tab's data is read (`?tab=`); its list is paged, searched and filtered by the URL's keys.
 */
export default async function SmsRoutingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = await searchParams;
  const list = readListParams(params);
  const { tab, status, sort, order } = loadSmsRoutingParams(params);
  const now = new Date();
  const [routeCounts, counts, numbers, routes, messages, treeRoutes] = await Promise.all([
    countSmsRoutes(),
    countSmsMessages(now),
    listSmsNumbers(now),
    tab === "routes" ? listRoutePage(list) : null,
    tab === "messages" ? listMessagePage({ ...list, status, sort, order }) : null,
    tab === "tree" ? listDecisionTreeRoutes() : null,
  ]);
  const shared = sharedNumber();
  const numberOptions = numbers.map(({ id, phoneNumber, isActive }) => ({ id, phoneNumber, isActive }));
  const loading = (value: SmsRoutingTab) =>
    tab === value ? null : (
      <p className="py-12 text-center text-sm text-muted-foreground" aria-busy="true">
        Loading…
      </p>
    );
  return (
    <>
      <PageHeader
        title="SMS Smart Routing"
        description="Rules that decide where each incoming text on your numbers goes: checked in priority order, first match wins."
      />
      <SmsRoutingStats routes={routeCounts} counts={counts} numbers={numbers} />
      <SmsRoutingTabs>
        <TabsContent value="routes" className="grid gap-6">
          {loading("routes") ?? (
            <>
              <TestRoutingBox numbers={numbers.map((n) => n.phoneNumber)} sharedNumber={shared} />
              {routes && (
                <RoutingRules
                  page={routes.page}
                  total={routes.total}
                  numbers={numberOptions}
                  internalTargets={INTERNAL_HANDLER_NAMES.map(internalTarget)}
                />
              )}
            </>
          )}
        </TabsContent>
        <TabsContent value="messages">
          {loading("messages") ??
            (messages && (
              <RecentMessages page={messages.page} total={messages.total} sort={{ column: sort, direction: order }} />
            ))}
        </TabsContent>
        <TabsContent value="numbers">
          <PhoneNumbers numbers={numbers} sharedRoutes={routeCounts.sharedActive} />
        </TabsContent>
        <TabsContent value="tree">
          {loading("tree") ??
            (treeRoutes && (
              <DecisionTree
                routes={treeRoutes}
                moreRoutes={Math.max(0, routeCounts.active - treeRoutes.length)}
                numbers={numbers}
                sharedNumber={shared}
              />
            ))}
        </TabsContent>
      </SmsRoutingTabs>
    </>
  );
}
