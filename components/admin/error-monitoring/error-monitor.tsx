"use client";
/**
 * The Error Monitoring screen below its title (operator-console.md §2 "/error-monitoring", §7 calls,
 * §8 toasts): refresh, the Total Errors / Unresolved / Critical cards, the Unresolved (n) / All Errors (n)
 * toggle, the red critical banner, one card per error and the empty states. Lists come from
 * GET /api/admin/unresolved-errors and /api/admin/error-logs; Mark Resolved is
 * PATCH /api/admin/error-logs/{id}/resolve, after which both lists are fetched again.
 */
import { useCallback, useState } from "react";
import { AlertTriangle, CheckCircle2, Loader2, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ErrorLogEntry } from "@/lib/db/queries/error-logs";
import { PageHeader } from "../page-header";
import { StatCard } from "../stat-card";
import { useActionErrorToast } from "../use-action-error-toast";
import { ErrorLogCard } from "./error-log-card";

/** A non-OK response as the spec words errors: "<status>: <body text or status text>" (site-and-admin.md §8). */
async function failure(response: Response): Promise<Error> {
  const text = await response.text().catch(() => "");
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string; message?: string }).error ?? text;
  } catch {
    // Not JSON: the body text as it is.
  }
  return new Error(`${response.status}: ${message || response.statusText}`);
}

async function getList(url: string): Promise<ErrorLogEntry[]> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as ErrorLogEntry[];
}

/** The screen, starting from the lists the server rendered. */
export function ErrorMonitor({ initialUnresolved, initialAll }: { initialUnresolved: ErrorLogEntry[]; initialAll: ErrorLogEntry[] }) {
  const toastError = useActionErrorToast();
  const [unresolved, setUnresolved] = useState(initialUnresolved);
  const [all, setAll] = useState(initialAll);
  const [view, setView] = useState<"unresolved" | "all">("unresolved");
  const [loading, setLoading] = useState(false);
  const [resolving, setResolving] = useState<number | null>(null);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const [open, every] = await Promise.all([getList("/api/admin/unresolved-errors"), getList("/api/admin/error-logs")]);
      setUnresolved(open);
      setAll(every);
    } catch (error) {
      // The catalogue's wording for a failed load (operator-console.md §8), with the server's message.
      toastError(error instanceof Error ? error.message : undefined, { title: "Failed to fetch error logs", fallback: "Please try again." });
    } finally {
      setLoading(false);
    }
  }, [toastError]);

  async function resolve(id: number) {
    setResolving(id);
    try {
      const response = await fetch(`/api/admin/error-logs/${id}/resolve`, { method: "PATCH" });
      if (!response.ok) throw await failure(response);
      toast.success("Success", { description: "Error marked as resolved" });
      await refresh();
    } catch (error) {
      toastError(error instanceof Error ? error.message : undefined, { title: "Error", fallback: "Failed to mark the error as resolved" });
    } finally {
      setResolving(null);
    }
  }

  const critical = unresolved.filter((e) => e.severity === "critical").length;
  const shown = view === "unresolved" ? unresolved : all;

  return (
    <>
      <PageHeader title="Error Monitoring" description="Server errors of this app, grouped by cause. Critical errors are e-mailed to the admins.">
        <Button variant="outline" onClick={refresh} disabled={loading}>
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Errors" value={all.length} />
        <StatCard label="Unresolved" value={unresolved.length} />
        <StatCard label="Critical" value={critical} icon={AlertTriangle} />
      </div>
      {critical > 0 && (
        <Alert variant="destructive" className="mb-6 border-red-300 bg-red-50 dark:bg-red-950/40">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{critical} critical error(s) require immediate attention.</AlertDescription>
        </Alert>
      )}
      <div className="mb-4 inline-flex rounded-lg bg-muted p-1" role="group" aria-label="Which errors to show">
        <Button variant={view === "unresolved" ? "default" : "ghost"} size="sm" aria-pressed={view === "unresolved"} onClick={() => setView("unresolved")}>
          Unresolved ({unresolved.length})
        </Button>
        <Button variant={view === "all" ? "default" : "ghost"} size="sm" aria-pressed={view === "all"} onClick={() => setView("all")}>
          All Errors ({all.length})
        </Button>
      </div>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed py-16 text-center">
          <CheckCircle2 className="mx-auto mb-3 size-10 text-green-600" aria-hidden="true" />
          <p className="font-medium">No errors found</p>
          <p className="text-sm text-muted-foreground">
            {view === "unresolved" ? "All errors have been resolved." : "System is running smoothly with no recent errors."}
          </p>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4">
          {shown.map((entry) => (
            <ErrorLogCard key={entry.id} entry={entry} resolving={resolving === entry.id} onResolve={() => resolve(entry.id)} />
          ))}
        </div>
      )}
    </>
  );
}
