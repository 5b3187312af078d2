/**
 * The one answer to a database outage (docs/decisions/data-and-jobs.md "503 on a database blip"): a lost or refused
 * connection or a statement timeout is not our bug, and the caller (a browser, Twilio, a hub, Vercel Cron)
 * may simply retry. Route handlers answer it through `mapErrors` (lib/http/route.ts) as the `AppError`
 * code `unavailable`, 503 with `Retry-After`; server actions (lib/action.ts) answer `{ ok: false, code:
 * "unavailable" }`; a page's render error reaches `onRequestError` (instrumentation.ts). The last two are
 * marked for the production server to send 503 (lib/http/unavailable-response.ts).
 *
 * Each failure counts toward the process's current outage (lib/db/unavailable.ts), which is recorded in
 * the error monitor once, when the database answers again, with its start, end and number of failures:
 * during the outage there is nowhere to write it, and one entry per request would bury the cause. The
 * recording is the error monitor's (lib/error-monitor/database-outage.ts), set as the reporter at start-up.
 */
import { databaseOutageCause, logDatabaseOutage } from "@/lib/db/unavailable";
import { AppError } from "@/lib/errors/app-error";
import { markRequestUnavailable, RETRY_AFTER_SECONDS } from "./unavailable-response";

/** What a person is told when the database is away: a page's message, an action's `error`. */
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";

/**
 * True when `error` means the database is unavailable: then it is counted toward the current outage under
 * `where`, and the request being served is marked to be answered 503. False for any other error.
 */
export function meetDatabaseOutage(error: unknown, where: string): boolean {
  if (!databaseOutageCause(error)) return false;
  logDatabaseOutage(error, where);
  markRequestUnavailable();
  return true;
}

/**
 * The `AppError` a database outage is answered with in a route handler (code `unavailable`: 503 with
 * `Retry-After`), after counting it; `null` for any other error. The route wrappers call it through
 * `mapErrors` (lib/http/route.ts), so an outage fits the one code→status map.
 */
export function databaseOutageError(error: unknown, request: Request | null): AppError | null {
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : "a route handler";
  if (!meetDatabaseOutage(error, where)) return null;
  return new AppError("unavailable", "The database is unavailable; retry shortly", {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    cause: error,
  });
}
