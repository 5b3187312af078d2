/** /account's sign-in history: every attempt under this account, both steps, passed and refused, paged. */
import { ListPager } from "@/components/console/list/list-pager";
import { EmptyState } from "@/components/console/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { signInMethodLabel, signInOutcomeLabel } from "@/lib/auth/labels";
import { describeUserAgent } from "@/lib/auth/user-agent";
import type { AuditLogRow } from "@/lib/db/schema/audit";
import type { PagedList } from "@/lib/db/keyset";
import { formatDateTime } from "@/lib/format/date";

/** The table of attempts and its pager; `prefix` names the list's URL keys (`listUrlKeys`). */
export function SignInHistory({ list, prefix }: { list: PagedList<AuditLogRow>; prefix: string }) {
  if (list.total.count === 0)
    return <EmptyState title="No sign-ins yet">Sign-ins to this account will be listed here.</EmptyState>;
  return (
    <div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Time</TableHead>
            <TableHead>Result</TableHead>
            <TableHead>Method</TableHead>
            <TableHead>Address</TableHead>
            <TableHead>Browser</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.page.rows.map((row) => {
            const agent = describeUserAgent(row.userAgent);
            return (
              <TableRow key={row.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(row.at)}</TableCell>
                <TableCell>{signInOutcomeLabel(row)}</TableCell>
                <TableCell className="whitespace-nowrap">{signInMethodLabel(row)}</TableCell>
                <TableCell className="whitespace-nowrap">{row.ipAddress ?? "—"}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {agent.browser} on {agent.os}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ListPager page={list.page} total={list.total} noun="sign-ins" prefix={prefix} />
    </div>
  );
}
