"use client";
/**
 * The four tabs of SMS Smart Routing with the open one in the URL (`?tab=`), so a page of Routing Rules
 * or Recent Messages survives a reload. Opening a tab starts its list from the first page, unfiltered:
 * the list keys belong to the open tab's list (docs/decisions/sms-and-conversations.md "SMS lists").
 */
import { useTransition } from "react";
import { useQueryStates } from "nuqs";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { listParsers } from "@/lib/pagination/list-params";
import { smsRoutingParsers, type SmsRoutingTab } from "@/lib/sms-intake/routing/list-filter";

const TAB_LABELS: Record<SmsRoutingTab, string> = {
  routes: "Routing Rules",
  messages: "Recent Messages",
  numbers: "Phone Numbers",
  tree: "Decision Tree",
};

/** The tab list over `children` (one `TabsContent` per tab, rendered by the page). */
export function SmsRoutingTabs({ children }: { children: React.ReactNode }) {
  const [, startTransition] = useTransition();
  const [state, setState] = useQueryStates(
    { ...listParsers, ...smsRoutingParsers },
    { shallow: false, startTransition, clearOnDefault: true },
  );
  const open = (tab: SmsRoutingTab) =>
    void setState({ tab, q: null, cursor: null, dir: null, status: null, sort: null, order: null });
  return (
    <Tabs value={state.tab} onValueChange={(value) => open(value as SmsRoutingTab)} className="gap-4">
      <TabsList className="h-auto flex-wrap">
        {(Object.keys(TAB_LABELS) as SmsRoutingTab[]).map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {TAB_LABELS[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
    </Tabs>
  );
}
