/** /error-monitoring: Error Monitoring (docs/spec/operator-console.md §2 "/error-monitoring"); the app's own server errors, grouped. */
import type { Metadata } from "next";
import { ErrorMonitor } from "@/components/error-monitor/error-monitor";
import { requireUser } from "@/lib/auth/session";
import { pageErrorLogs } from "@/lib/error-monitor/queries";
import { loadErrorStatus } from "@/lib/error-monitor/list-filter";
import { readListParams } from "@/lib/pagination/list-params";

export const metadata: Metadata = { title: "Error Monitoring" };

/** Renders one page of the chosen view on the server; Refresh re-reads it through the admin API. Signed-in users only. */
export default async function ErrorMonitoringPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = await searchParams;
  const request = readListParams(params);
  const { status } = loadErrorStatus(params);
  const initial = await pageErrorLogs({ ...request, status });
  // A new URL (page, view, search) is a new list: remount so the screen starts from what the server read.
  const key = JSON.stringify([status, request]);
  return <ErrorMonitor key={key} initial={initial} />;
}
