import type { Instrumentation } from "next";

// Next.js runs register() once when a server process starts (node_modules/next/dist/docs: instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [
    { registerHooks },
    { startScheduler },
    { quietOutageErrorLogs, setDatabaseOutageReporter },
    { reportDatabaseOutage },
    { setCacheScope },
    { listenForExpiredTags },
    { PORTFOLIO_TAG },
    { SITE_SETTINGS_TAG },
    { STATUS_PAGES_TAG },
  ] = await Promise.all([
    import("@/lib/register-hooks"),
    import("@/lib/scheduler"),
    import("@/lib/db/unavailable"),
    import("@/lib/error-monitor/database-outage"),
    import("@/lib/cache/cache-scope"),
    import("@/lib/cache/expire-tags"),
    import("@/lib/portfolio/queries"),
    import("@/lib/settings/queries"),
    import("@/lib/cache/status-pages"),
  ]);
  // Before the first request: every cache key carries the run-time address, and every instance hears the
  // others' expiries (docs/decisions/data-and-jobs.md "Public pages agree across instances and addresses").
  setCacheScope();
  // Every tag the public pages are read under: expired when announcements may have been missed.
  await listenForExpiredTags([PORTFOLIO_TAG, SITE_SETTINGS_TAG, STATUS_PAGES_TAG]);
  registerHooks();
  // A database outage is logged once a minute and recorded once, when the database answers again, not
  // once per request (docs/decisions/data-and-jobs.md "503 on a database blip").
  setDatabaseOutageReporter(reportDatabaseOutage);
  quietOutageErrorLogs();
  startScheduler();
}

/**
 * Every error Next catches while serving a page, action, route handler or the proxy goes to the error
 * monitor (lib/error-monitor/report-error.ts), which never throws; except a database outage, which counts toward
 * the one record of that outage and marks the request for a 503 (lib/http/database-outage.ts). Node.js
 * runtime only: it needs the database.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ meetDatabaseOutage }, { reportRequestError }] = await Promise.all([
    import("@/lib/http/database-outage"),
    import("@/lib/error-monitor/report-error"),
  ]);
  if (meetDatabaseOutage(error, `${request.method} ${request.path}`)) return;
  await reportRequestError(error, request);
};
