"use client";
/**
 * One error group on /error-monitoring (docs/spec/operator-console.md §2): id, severity in upper case, Resolved or
 * Unresolved, Email Sent, occurred time, request method and URL, user id, environment, message, a
 * scrollable stack trace, "Resolved on <time> by <who>", and Mark Resolved; plus occurrences and last seen.
 */
import { CheckCircle2, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ErrorLogEntry } from "@/lib/error-monitor/queries";
import { cn } from "@/lib/utils";
import { formatDateTime } from "@/lib/format/date";
import { SeverityBadge } from "./severity-badge";
import { IfMay } from "@/components/console/if-may";

/** `iso` as "Mar 10, 2025, 9:00:00 AM UTC": the error log shows seconds. */
const formatTime = (iso: string) => formatDateTime(iso, { seconds: true });

/** The card; `resolving` disables its button while the request runs. */
export function ErrorLogCard({
  entry,
  resolving,
  onResolve,
}: {
  entry: ErrorLogEntry;
  resolving: boolean;
  onResolve: () => void;
}) {
  const field = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-all">{value}</dd>
    </div>
  );
  return (
    <Card
      className={cn("min-w-0 gap-4", entry.severity === "critical" && !entry.resolved && "border-red-300")}
      data-testid="error-log-card"
    >
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-2">
          <CardTitle>
            <h2 className="text-base">Error #{entry.id}</h2>
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <SeverityBadge severity={entry.severity} />
            <Badge variant={entry.resolved ? "default" : "outline"}>{entry.resolved ? "Resolved" : "Unresolved"}</Badge>
            {entry.emailSent && <Badge variant="secondary">Email Sent</Badge>}
            {entry.regressedAt && !entry.resolved && <Badge variant="destructive">Regressed</Badge>}
          </div>
        </div>
        {!entry.resolved && (
          <IfMay permission="errors.resolve">
            <Button size="sm" onClick={onResolve} disabled={resolving}>
              {resolving ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <CheckCircle2 aria-hidden="true" />
              )}
              Mark Resolved
            </Button>
          </IfMay>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {field("Occurred", formatTime(entry.createdAt))}
          {field("Last seen", formatTime(entry.lastSeenAt))}
          {field("Occurrences", entry.occurrences)}
          {field(
            "Request",
            entry.requestMethod || entry.requestUrl
              ? `${entry.requestMethod ?? ""} ${entry.requestUrl ?? ""}`.trim()
              : "—",
          )}
          {field("User ID", entry.userId ?? "—")}
          {field("Environment", entry.serverEnvironment)}
        </dl>
        <div>
          <p className="text-xs text-muted-foreground">Error message</p>
          <p className="font-medium break-words whitespace-pre-wrap text-destructive">{entry.errorMessage}</p>
        </div>
        {entry.stackTrace && (
          <div>
            <p className="text-xs text-muted-foreground">Stack trace</p>
            <pre
              className="mt-1 max-h-64 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre"
              tabIndex={0}
              aria-label={`Stack trace of error #${entry.id}`}
            >
              {entry.stackTrace}
            </pre>
          </div>
        )}
        {entry.resolved && entry.resolvedAt && (
          <p className="text-sm text-muted-foreground">
            Resolved on {formatTime(entry.resolvedAt)} by {entry.resolvedBy ?? "unknown"}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
