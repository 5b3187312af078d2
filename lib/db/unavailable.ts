/**
 * "The database is away for a moment" (docs/decisions.md "503 on a database blip"): telling a lost or
 * refused connection and a statement timeout from every other failure, and logging such events once per
 * minute per process instead of once per request.
 */
import { isDatabaseUnreachable } from "@/lib/error-monitor/severity";

/** SQLSTATE 57014 query_canceled: `statement_timeout` ran out (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const STATEMENT_TIMEOUT = "57014";

// node-postgres raises these as plain Errors without a code: a socket closed under a query or a
// checked-out client, the pool's connect timeout, and the client-side `query_timeout`.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/** At most one console line per this many milliseconds and process. */
export const LOG_WINDOW_MS = 60_000;

/** Every error of `error`'s `cause` chain, outermost first (Drizzle wraps the driver's error as `cause`). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) chain.push(e);
  return chain;
}

/**
 * The driver's own error inside `error` when it means the database is unavailable: an unreachable
 * server or lost connection (lib/error-monitor/severity.ts), a statement timeout, or node-postgres's
 * connection messages. `null` for any other error.
 */
export function databaseOutageCause(error: unknown): Error | null {
  const chain = chainOf(error);
  const driver = chain.findLast((e): e is Error => e instanceof Error) ?? null;
  if (isDatabaseUnreachable(error)) return driver;
  for (const e of chain) {
    if ((e as { code?: unknown }).code === STATEMENT_TIMEOUT) return e as Error;
    if (e instanceof Error && DRIVER_MESSAGES.test(e.message)) return e;
  }
  return null;
}

/** True when `error` means the database is unavailable for now (see `databaseOutageCause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseOutageCause(error) !== null;
}

/** A counter that lets one event through per window and counts the ones it held back. */
export class OncePerWindow {
  private openedAt = -Infinity;
  private held = 0;

  constructor(private readonly windowMs: number) {}

  /** `{ first: true, held }` for the first event of a new window (`held`: events held back in the previous one); otherwise `{ first: false }`. */
  take(now = Date.now()): { first: true; held: number } | { first: false } {
    if (now - this.openedAt < this.windowMs) {
      this.held++;
      return { first: false };
    }
    const held = this.held;
    this.openedAt = now;
    this.held = 0;
    return { first: true, held };
  }
}

const globalForOutage = globalThis as unknown as { __databaseOutageLog?: OncePerWindow };
const consoleWindow = (globalForOutage.__databaseOutageLog ??= new OncePerWindow(LOG_WINDOW_MS));

/**
 * Writes one console warning per minute about the database being unavailable, naming `where` and how
 * many further events the previous minute held back. Never throws.
 */
export function logDatabaseOutage(error: unknown, where: string): void {
  const turn = consoleWindow.take();
  if (!turn.first) return;
  const cause = databaseOutageCause(error) ?? error;
  const message = cause instanceof Error ? cause.message : String(cause);
  const held = turn.held > 0 ? ` (${turn.held} more in the previous minute)` : "";
  console.warn(`[db] database unavailable at ${where}: ${message}${held}`);
}
