/** /error-monitoring: Error Monitoring (operator-console.md §2 "/error-monitoring"); the app's own server errors, grouped. */
import type { Metadata } from "next";
import { ErrorMonitor } from "@/components/admin/error-monitoring/error-monitor";
import { requireUser } from "@/lib/auth/session";
import { listErrorLogs } from "@/lib/db/queries/error-logs";

export const metadata: Metadata = { title: "Error Monitoring" };

/** Renders both lists on the server; the screen refreshes them through the admin API. Signed-in users only. */
export default async function ErrorMonitoringPage() {
  await requireUser();
  const [unresolved, all] = await Promise.all([listErrorLogs({ unresolvedOnly: true }), listErrorLogs({ unresolvedOnly: false })]);
  return <ErrorMonitor initialUnresolved={unresolved} initialAll={all} />;
}
