/**
 * The four cards of SMS Smart Routing (docs/spec/operator-console.md §2 "/sms-routing"): Active Routes (with the
 * total), Messages Today (UTC day), Success Rate (routed ÷ messages, over the latest `RATE_SAMPLE`; forwards
 * kept unsent for want of a provider counted apart) and
 * Phone Numbers (active), each from an aggregate query (docs/decisions/sms-and-conversations.md "SMS lists").
 */
import { Activity, GitBranch, MessageSquare, Phone } from "lucide-react";
import { RATE_SAMPLE } from "@/lib/sms-intake/routing/labels";
import type { SmsRouteCounts } from "@/lib/sms-intake/routing/queries";
import type { SmsMessageCounts, SmsNumberRow } from "@/lib/sms-intake/routing/message-queries";
import { StatCard } from "@/components/console/stat-card";
import { successRateLabel, unsentLabel } from "@/lib/sms-intake/routing/labels";
import { formatCount } from "@/lib/format/number";
import { formatNumber } from "@/lib/format/number";

/** The row of cards. */
export function SmsRoutingStats({
  routes,
  counts,
  numbers,
}: {
  routes: SmsRouteCounts;
  counts: SmsMessageCounts;
  numbers: SmsNumberRow[];
}) {
  const activeNumbers = numbers.filter((n) => n.isActive).length;
  const of = counts.sampled === RATE_SAMPLE ? `of the latest ${formatNumber(RATE_SAMPLE)}` : `of ${counts.sampled}`;
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Active Routes" value={routes.active} detail={`of ${routes.total} total`} icon={GitBranch} />
      <StatCard
        label="Messages Today"
        value={formatCount(counts.today)}
        detail={`${formatCount(counts.total)} in total`}
        icon={MessageSquare}
      />
      <StatCard
        label="Success Rate"
        value={successRateLabel(counts.routed, counts.sampled, counts.unsent)}
        detail={[`${counts.routed} ${of} routed`, unsentLabel(counts.unsent)].filter(Boolean).join(" · ")}
        icon={Activity}
      />
      <StatCard
        label="Phone Numbers"
        value={activeNumbers}
        detail={`active of ${numbers.length} configured`}
        icon={Phone}
      />
    </div>
  );
}
