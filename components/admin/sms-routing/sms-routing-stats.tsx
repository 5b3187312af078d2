/**
 * The four cards of SMS Smart Routing (operator-console.md §2 "/sms-routing"): Active Routes (with the
 * total), Messages Today (UTC day), Success Rate (routed ÷ all messages) and Phone Numbers (active).
 */
import { Activity, GitBranch, MessageSquare, Phone } from "lucide-react";
import type { SmsMessageCounts, SmsNumberRow, SmsRouteRow } from "@/lib/db/queries/sms-routing";
import { StatCard } from "../stat-card";
import { successRateLabel } from "./display";

/** The row of cards. */
export function SmsRoutingStats({ routes, counts, numbers }: { routes: SmsRouteRow[]; counts: SmsMessageCounts; numbers: SmsNumberRow[] }) {
  const activeRoutes = routes.filter((r) => r.isActive).length;
  const activeNumbers = numbers.filter((n) => n.isActive).length;
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Active Routes" value={activeRoutes} detail={`of ${routes.length} total`} icon={GitBranch} />
      <StatCard label="Messages Today" value={counts.today} detail={`${counts.total} in total`} icon={MessageSquare} />
      <StatCard
        label="Success Rate"
        value={successRateLabel(counts.routed, counts.total)}
        detail={`${counts.routed} of ${counts.total} routed`}
        icon={Activity}
      />
      <StatCard label="Phone Numbers" value={activeNumbers} detail={`active of ${numbers.length} configured`} icon={Phone} />
    </div>
  );
}
