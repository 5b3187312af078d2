import type { Instrumentation } from "next";

// Next.js runs register() once when a server process starts (node_modules/next/dist/docs: instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [
    { registerHooks },
    { startScheduler },
    { quietOutageErrorLogs, setDatabaseOutageReporter },
    { reportDatabaseOutage },
  ] = await Promise.all([
    import("@/lib/register-hooks"),
    import("@/lib/scheduler"),
    import("@/lib/db/unavailable"),
    import("@/lib/error-monitor/database-outage"),
  ]);
  registerHooks();
  // A database outage is logged once a minute and recorded once, when the database answers again, not
  // once per request (docs/decisions.md "503 on a database blip").
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
