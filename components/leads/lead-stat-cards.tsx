/** The leads figures (docs/sms.md "Leads"): new this week, needing a reply, follow-ups due today; from one aggregate query, "10,000+" past the cap. */
import { BellRing, CalendarClock, UserPlus } from "lucide-react";
import { formatCount } from "@/lib/format/number";
import { StatCard } from "@/components/console/stat-card";
import type { LeadStats } from "@/lib/leads/queries";

/** Three stat cards, one per figure of `stats`. */
export function LeadStatCards({ stats }: { stats: LeadStats }) {
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-3">
      <StatCard label="New leads this week" value={formatCount(stats.newThisWeek)} icon={UserPlus} />
      <StatCard label="Needing a reply" value={formatCount(stats.needingReply)} icon={BellRing} />
      <StatCard
        label="Follow-ups due today"
        value={formatCount(stats.followUpsDue)}
        detail="or overdue"
        icon={CalendarClock}
      />
    </div>
  );
}
