"use client";
/**
 * /account's sessions (docs/decisions/auth-and-roles.md "Sessions"): each browser signed in as this user, with its
 * address, start and last activity, "Sign out" per session and "Sign out everywhere else"; newest
 * started first, keyset-paged with its position in the URL.
 */
import { IfMay } from "@/components/console/if-may";
import { signOut } from "next-auth/react";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { signOutOtherSessionsAction, signOutSessionAction } from "@/lib/account/actions";
import { ListPager } from "@/components/console/list/list-pager";
import type { SessionRow } from "@/lib/auth/session-queries";
import type { PagedList } from "@/lib/db/keyset";
import { formatDateTime } from "@/lib/format/date";

/** One page of the sessions and its pager; `prefix` names the list's URL keys (`listUrlKeys`). */
export function SessionList({ list, prefix }: { list: PagedList<SessionRow>; prefix: string }) {
  const { rows } = list.page;
  const one = useAdminAction(signOutSessionAction, {
    errorMessage: { title: "Session not signed out", fallback: "Please try again." },
    successMessage: "Session signed out",
  });
  const others = useAdminAction(signOutOtherSessionsAction, {
    errorMessage: { title: "Sessions not signed out", fallback: "Please try again." },
    successMessage: "Signed out everywhere else",
  });
  return (
    <div className="grid gap-4">
      <ul className="divide-y rounded-md border" aria-label="Sessions">
        {rows.map((row) => (
          <li key={row.handle} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {row.browser} on {row.os}
                {row.current && <Badge variant="secondary">This browser</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                {row.ipAddress ?? "Unknown address"} · Signed in {formatDateTime(row.createdAt)} · Last seen{" "}
                {formatDateTime(row.lastSeenAt)}
              </p>
            </div>
            <IfMay permission="account.sessions">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={one.pending}
                aria-label={`Sign out ${row.browser} on ${row.os}${row.current ? " (this browser)" : ""}`}
                onClick={() =>
                  row.current ? void signOut({ callbackUrl: "/auth" }) : void one.run({ session: row.handle })
                }
              >
                Sign out
              </Button>
            </IfMay>
          </li>
        ))}
      </ul>
      <ListPager page={list.page} total={list.total} noun="sessions" prefix={prefix} />
      <div>
        <IfMay permission="account.sessions">
          <Button
            type="button"
            variant="outline"
            disabled={others.pending || list.total.count < 2}
            onClick={() => void others.run({})}
          >
            Sign out everywhere else
          </Button>
        </IfMay>
      </div>
    </div>
  );
}
