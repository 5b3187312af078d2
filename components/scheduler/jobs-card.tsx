/**
 * The dashboard's "Jobs" card (docs/decisions/data-and-jobs.md "Tick identity"): every scheduled job with its latest
 * run, so an operator sees that the schedules are alive: when it started, how long it took, its outcome
 * and its summary. A server component: the page reads the runs once per request.
 */
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDuration } from "@/lib/federation/labels";
import type { JobStatus } from "@/lib/scheduler/queries";
import { formatDateTime } from "@/lib/format/date";

const OUTCOME = {
  ok: { label: "OK", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
  running: { label: "Running", variant: "outline" },
} as const;

/** The card for `jobs` (all of them, in registry order). */
export function JobsCard({ jobs }: { jobs: JobStatus[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="jobs-heading">Jobs</h2>
        </CardTitle>
        <CardDescription>The latest run of each scheduled job, whichever instance ran it.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-labelledby="jobs-heading">
          {jobs.map(({ name, schedule, lastRun }) => {
            const outcome = lastRun ? (OUTCOME[lastRun.outcome as keyof typeof OUTCOME] ?? OUTCOME.running) : null;
            const durationMs = lastRun?.finishedAt ? lastRun.finishedAt.getTime() - lastRun.startedAt.getTime() : null;
            return (
              <li key={name} data-job={name} className="grid gap-1 rounded-lg border px-4 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{name}</span>
                  {outcome ? (
                    <Badge variant={outcome.variant}>{outcome.label}</Badge>
                  ) : (
                    <Badge variant="outline">Never run</Badge>
                  )}
                </div>
                <p className="text-xs text-muted-foreground">
                  <code>{schedule}</code>
                  {lastRun && (
                    <>
                      {" · "}
                      <span>Last run {formatDateTime(lastRun.startedAt)}</span>
                      {durationMs !== null && <span> · took {formatDuration(durationMs)}</span>}
                    </>
                  )}
                </p>
                {lastRun?.summary && <p className="text-sm break-words">{lastRun.summary}</p>}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
