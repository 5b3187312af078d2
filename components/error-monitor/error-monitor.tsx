"use client";
/**
 * The Error Monitoring screen below its title (docs/spec/operator-console.md §2 "/error-monitoring", §7 calls,
 * §8 toasts): refresh, the Total Errors / Unresolved / Critical cards, the Unresolved (n) / All Errors (n)
 * toggle, the red critical banner, one card per error and the empty states; one page at a time, with
 * view, search and position in the URL (docs/decisions/data-and-jobs.md "Server-paged lists"). Refresh re-reads the
 * page through GET /api/admin/unresolved-errors or /api/admin/error-logs (one page and the figures);
 * Mark Resolved is PATCH /api/admin/error-logs/{id}/resolve, after which the page is read again.
 */
import { useCallback, useState } from "react";
import { useSearchParams } from "next/navigation";
import { AlertTriangle, CheckCircle2, Loader2, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ErrorLogPage } from "@/lib/error-monitor/queries";
import { appErrorCodeOf } from "@/lib/errors/app-error";
import type { ErrorLogListBody } from "@/lib/error-monitor/list-endpoint";
import { errorStatusParser } from "@/lib/error-monitor/list-filter";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { UnresolvedToggle } from "@/components/console/list/unresolved-toggle";
import { useListFilter } from "@/components/console/list/use-list-state";
import { PageHeader } from "@/components/console/page-header";
import { StatCard } from "@/components/console/stat-card";
import { useFailureToast } from "@/components/console/use-admin-action";
import { ErrorLogCard } from "./error-log-card";
import { EmptyState } from "@/components/console/empty-state";
import { pluralize } from "@/lib/format/number";

/** A failed call: the spec's message, and the status's error code (`unauthorized` sends the admin to /auth). */
class CallFailure extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** A non-OK response as the spec words errors: "<status>: <body text or status text>" (docs/spec/site-and-admin.md §8). */
async function failure(response: Response): Promise<CallFailure> {
  const text = await response.text().catch(() => "");
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string; message?: string }).error ?? text;
  } catch {
    // Not JSON: the body text as it is.
  }
  return new CallFailure(`${response.status}: ${message || response.statusText}`, appErrorCodeOf(response.status));
}

const codeOf = (error: unknown) => (error instanceof CallFailure ? error.code : undefined);

async function getPage(url: string): Promise<ErrorLogPage> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw await failure(response);
  const body = (await response.json()) as ErrorLogListBody;
  return {
    page: { rows: body.errors, nextCursor: body.nextCursor, prevCursor: body.prevCursor },
    total: body.total,
    stats: body.stats,
  };
}

/** The screen, starting from the page the server rendered for the URL (remounted when the URL changes). */
export function ErrorMonitor({ initial }: { initial: ErrorLogPage }) {
  const toastError = useFailureToast();
  const searchParams = useSearchParams();
  const view = useListFilter("status", errorStatusParser);
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [resolving, setResolving] = useState<number | null>(null);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      // The same page of the same view again (cursor, size, search from the URL), with fresh figures.
      const endpoint = view.value === "unresolved" ? "/api/admin/unresolved-errors" : "/api/admin/error-logs";
      setData(await getPage(`${endpoint}?${searchParams.toString()}`));
    } catch (error) {
      // The catalogue's wording for a failed load (docs/spec/operator-console.md §8), with the server's message.
      toastError(
        error instanceof Error ? error.message : undefined,
        { title: "Failed to fetch error logs", fallback: "Please try again." },
        codeOf(error),
      );
    } finally {
      setLoading(false);
    }
  }, [toastError, searchParams, view.value]);

  async function resolve(id: number) {
    setResolving(id);
    try {
      const response = await fetch(`/api/admin/error-logs/${id}/resolve`, { method: "PATCH" });
      if (!response.ok) throw await failure(response);
      toast.success("Success", { description: "Error marked as resolved" });
      await refresh();
    } catch (error) {
      toastError(
        error instanceof Error ? error.message : undefined,
        { title: "Error", fallback: "Failed to mark the error as resolved" },
        codeOf(error),
      );
    } finally {
      setResolving(null);
    }
  }

  const { stats } = data;
  const critical = stats.critical;
  const shown = data.page.rows;

  return (
    <>
      <PageHeader
        title="Error Monitoring"
        description="Server errors of this app, grouped by cause. Critical errors are e-mailed to the admins."
      >
        <Button variant="outline" onClick={refresh} disabled={loading}>
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Errors" value={stats.total} />
        <StatCard label="Unresolved" value={stats.unresolved} />
        <StatCard label="Critical" value={critical} icon={AlertTriangle} />
      </div>
      {critical > 0 && (
        <Alert variant="destructive" className="mb-6 border-red-300 bg-red-50 dark:bg-red-950/40">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>
            {pluralize(critical, "critical error")} {critical === 1 ? "requires" : "require"} immediate attention.
          </AlertDescription>
        </Alert>
      )}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <UnresolvedToggle view={view} counts={stats} allLabel="All Errors" groupLabel="Which errors to show" />
        <ListSearch label="Search error messages" />
      </div>
      {shown.length === 0 ? (
        <EmptyState bordered icon={CheckCircle2} iconClassName="text-green-600" title="No errors found">
          {view.value === "unresolved"
            ? "All errors have been resolved."
            : "System is running smoothly with no recent errors."}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-4">
          {shown.map((entry) => (
            <ErrorLogCard
              key={entry.id}
              entry={entry}
              resolving={resolving === entry.id}
              onResolve={() => resolve(entry.id)}
            />
          ))}
        </div>
      )}
      {(shown.length > 0 || data.page.prevCursor) && <ListPager page={data.page} total={data.total} noun="errors" />}
    </>
  );
}
