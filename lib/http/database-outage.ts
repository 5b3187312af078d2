/**
 * The one error mapping for a database blip (docs/decisions.md "503 on a database blip"), used by every
 * route wrapper (`withAdmin`, `withCron`, `withSiteKey`, `withTwilioSignature`) and by the few public
 * handlers without one: a lost connection or a statement timeout is answered 503 with `Retry-After`,
 * not 500. It is not our bug, and the caller (a browser, Twilio, a hub, Vercel Cron) may simply retry.
 *
 * Logged as one infrastructure event, not one error per request: a console line at most once a minute
 * (lib/db/unavailable.ts), and one `error_logs` occurrence at most once a minute per process, all in one
 * group (a fixed type, message and reporting frame), reported without waiting so the 503 goes out at once.
 */
import { databaseOutageCause, logDatabaseOutage, OncePerWindow } from "@/lib/db/unavailable";
import { reportError } from "@/lib/errors/report-error";

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

/** Builds the 503 a route answers; `headers` carries `Retry-After`. */
export type OutageResponder = (headers: Headers) => Response;

/** `{ error }` as JSON: the answer of the JSON APIs. */
export const jsonOutage: OutageResponder = (headers) =>
  Response.json({ error: "The database is unavailable; retry shortly" }, { status: 503, headers });

/**
 * Runs `body`; when it fails because the database is unavailable, logs the event (rate-limited) and
 * answers `respond` (503 with `Retry-After`). Any other error is rethrown unchanged.
 */
export async function mapDatabaseOutage(request: Request | null, body: () => Promise<Response>, respond: OutageResponder = jsonOutage): Promise<Response> {
  try {
    return await body();
  } catch (error) {
    const cause = databaseOutageCause(error);
    if (!cause) throw error;
    const where = request ? `${request.method} ${new URL(request.url).pathname}` : "a route handler";
    logDatabaseOutage(error, where);
    if (reportWindow.take().first) {
      // Not awaited: the report waits for the database (up to the connect timeout); reportError never rejects.
      void reportError(new DatabaseUnavailableError(cause), { request: request ?? undefined, userId: null });
    }
    return respond(new Headers({ "retry-after": String(RETRY_AFTER_SECONDS) }));
  }
}

/** Wraps a route handler that has no other wrapper with `mapDatabaseOutage`; its other parameters (the route's context) pass through. */
export function withDatabaseOutage<A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) {
  return (request: Request, ...rest: A): Promise<Response> => mapDatabaseOutage(request, () => handler(request, ...rest));
}
