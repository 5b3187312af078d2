"use client";
/**
 * The Fleet issues tab (docs/federation-protocol.md "Fleet issues"): the figures, the Unresolved /
 * All toggle, a message search, one card per issue (type, severity, regression, per-site counts, first
 * and last seen, its TODO) with "Create TODO" and "Resolve", and the pager.
 */
import { IfMay } from "@/components/console/if-may";
import { IntentLink } from "@/components/console/intent-link";
import { CheckCircle2, ListPlus, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { issueStatusParser } from "@/lib/alerts/list-filter";
import type { FleetIssueEntry, FleetIssuePage } from "@/lib/fleet-issues/queries";
import { createIssueTodoAction, resolveIssueAction } from "@/lib/fleet-issues/actions";
import { cn } from "@/lib/utils";
import { formatDateTime } from "@/lib/format/date";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { UnresolvedToggle } from "@/components/console/list/unresolved-toggle";
import { useListFilter } from "@/components/console/list/use-list-state";
import { SeverityBadge } from "@/components/error-monitor/severity-badge";
import { StatCard } from "@/components/console/stat-card";
import { useAdminAction } from "@/components/console/use-admin-action";
import { EmptyState } from "@/components/console/empty-state";

function IssueCard({ issue }: { issue: FleetIssueEntry }) {
  const createTodo = useAdminAction(createIssueTodoAction, {
    errorMessage: { title: "Could not create the TODO", fallback: "Please try again." },
    successMessage: { title: "TODO created", description: "It is on the Weekly TODO list, linked to this issue." },
  });
  const resolve = useAdminAction(resolveIssueAction, {
    errorMessage: { title: "Could not resolve the issue", fallback: "Please try again." },
    successMessage: { title: "Issue resolved", description: issue.todoId ? "Its TODO is completed." : undefined },
  });
  const [firstLine] = issue.message.split("\n");
  return (
    <Card
      className={cn("min-w-0 gap-3", issue.severity === "critical" && !issue.resolved && "border-red-300")}
      data-testid="fleet-issue"
    >
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <CardTitle>
            <h2 className="text-base break-words">{firstLine}</h2>
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{issue.errorType}</Badge>
            <SeverityBadge severity={issue.severity} />
            <Badge variant={issue.resolved ? "default" : "outline"}>{issue.resolved ? "Resolved" : "Unresolved"}</Badge>
            {issue.regressedAt && !issue.resolved && <Badge variant="destructive">Regressed</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {issue.todoId === null ? (
            <IfMay permission="fleet-issues.todo">
              <Button
                size="sm"
                variant="outline"
                disabled={createTodo.pending}
                onClick={() => void createTodo.run({ id: issue.id })}
              >
                {createTodo.pending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <ListPlus aria-hidden="true" />
                )}
                Create TODO
              </Button>
            </IfMay>
          ) : (
            <Button size="sm" variant="outline" asChild>
              <IntentLink href="/weekly-todo">TODO: {issue.todoStatus ?? "deleted"}</IntentLink>
            </Button>
          )}
          {!issue.resolved && (
            <IfMay permission="fleet-issues.resolve">
              <Button size="sm" disabled={resolve.pending} onClick={() => void resolve.run({ id: issue.id })}>
                {resolve.pending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <CheckCircle2 aria-hidden="true" />
                )}
                Resolve
              </Button>
            </IfMay>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-muted-foreground">Occurrences</dt>
            <dd>{issue.occurrences}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">First seen</dt>
            <dd>{formatDateTime(issue.firstSeenAt)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Last seen</dt>
            <dd>{formatDateTime(issue.lastSeenAt)}</dd>
          </div>
        </dl>
        <ul className="flex flex-wrap gap-2" aria-label="Occurrences per site">
          {issue.sites.map((s) => (
            <li key={s.site ?? "this app"}>
              <Badge variant="secondary">
                {s.site ?? "This app"}: {s.count}
              </Badge>
            </li>
          ))}
        </ul>
        {issue.resolved && issue.resolvedBy && (
          <p className="text-xs text-muted-foreground">Resolved by {issue.resolvedBy}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The tab's content for one server page of issues. */
export function FleetIssuesList({ list }: { list: FleetIssuePage }) {
  const view = useListFilter("status", issueStatusParser);
  const { stats } = list;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Issues" value={stats.total} />
        <StatCard label="Unresolved" value={stats.unresolved} />
        <StatCard label="Regressed" value={stats.regressed} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <UnresolvedToggle view={view} counts={stats} allLabel="All" groupLabel="Which issues to show" />
        <ListSearch label="Search issue messages" />
      </div>
      {list.page.rows.length === 0 ? (
        <EmptyState bordered>No issues match.</EmptyState>
      ) : (
        <div className={cn("grid gap-4", view.isPending && "opacity-60")}>
          {list.page.rows.map((issue) => (
            <IssueCard key={issue.id} issue={issue} />
          ))}
        </div>
      )}
      <ListPager page={list.page} total={list.total} noun="issues" />
    </div>
  );
}
