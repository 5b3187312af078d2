/** An entity page's "History" link to its rows on /audit-log, shown to the roles that may read the log. */
import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { auditHistoryHref } from "@/lib/audit/list-filter";
import { roleMay } from "@/lib/auth/permissions";
import type { UserRole } from "@/lib/db/schema/auth";
import { IntentLink } from "@/components/console/intent-link";

/** The link to the history of row `targetId` of kind `targetType` (the permission table's target types); nothing for `role` without `audit.view`. */
export function HistoryLink({
  targetType,
  targetId,
  role,
}: {
  targetType: string;
  targetId: string | number;
  role: UserRole;
}) {
  if (!roleMay(role, "audit.view")) return null;
  return (
    <Button variant="outline" asChild>
      <IntentLink href={auditHistoryHref(targetType, targetId)}>
        <History aria-hidden="true" />
        History
      </IntentLink>
    </Button>
  );
}
