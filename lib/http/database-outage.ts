/**
 * The one error mapping for a database blip (docs/decisions.md "503 on a database blip"), used by every
 * route wrapper through `mapErrors` (lib/http/route.ts): a lost connection or a statement timeout is
 * answered 503 (`AppError` code `unavailable`) with `Retry-After`, not 500.
 * It is not our bug, and the caller (a browser, Twilio, a hub, Vercel Cron) may simply retry.
 *
 * Logged as one infrastructure event, not one error per request: a console line at most once a minute
 * (lib/db/unavailable.ts), and one `error_logs` occurrence at most once a minute per process, all in one
 * group (a fixed type, message and reporting frame), reported without waiting so the 503 goes out at once.
 */
import { databaseOutageCause, logDatabaseOutage, OncePerWindow } from "@/lib/db/unavailable";
import { AppError } from "@/lib/errors/app-error";
import { reportError } from "@/lib/error-monitor/report-error";

/** Seconds a caller is asked to wait before retrying: a restart or failover usually takes less. */
export const RETRY_AFTER_SECONDS = 5;

/** At most one error-monitor occurrence per this many milliseconds and process. */
const REPORT_WINDOW_MS = 60_000;

/** The error-monitor entry of a database blip; its `cause` is the driver's error. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: Error) {
    super("The database was unavailable (lost connection or statement timeout); requests were answered 503", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

const globalForReports = globalThis as unknown as { __databaseOutageReports?: OncePerWindow };
const reportWindow = (globalForReports.__databaseOutageReports ??= new OncePerWindow(REPORT_WINDOW_MS));

/**
 * The `AppError` a database blip is answered with (code `unavailable`: 503 with `Retry-After`), after
 * logging the event (rate-limited); `null` for any other error. The route wrappers call it through
 * `mapErrors` (lib/http/route.ts), so a blip fits the one code→status map.
 */
export function databaseOutageError(error: unknown, request: Request | null): AppError | null {
  const cause = databaseOutageCause(error);
  if (!cause) return null;
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : "a route handler";
  logDatabaseOutage(error, where);
  if (reportWindow.take().first) {
    // Not awaited: the report waits for the database (up to the connect timeout); reportError never rejects.
    void reportError(new DatabaseUnavailableError(cause), { request: request ?? undefined, userId: null });
  }
  return new AppError("unavailable", "The database is unavailable; retry shortly", { retryAfterSeconds: RETRY_AFTER_SECONDS, cause: error });
}
