/**
 * "The database is away for a moment" (docs/decisions/data-and-jobs.md "503 on a database blip"): telling a lost or
 * refused connection and a statement timeout from every other failure, and keeping one record of each
 * outage per process instead of one error per request. The database is down while the outage lasts, so
 * the record is written once it answers again: a probe asks it every {@link PROBE_INTERVAL_MS}, and the
 * reporter (set at start-up, instrumentation.ts) gets the outage's start, end and number of failures.
 */
import { causeChain } from "@/lib/errors/cause-chain";
import { isDatabaseUnreachable } from "./unreachable";

/** SQLSTATE 57014 query_canceled: `statement_timeout` ran out (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const STATEMENT_TIMEOUT = "57014";

// node-postgres raises these as plain Errors without a code: a socket closed under a query or a
// checked-out client, the pool's connect timeout, and the client-side `query_timeout`.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/** At most one console line per this many milliseconds and process. */
export const LOG_WINDOW_MS = 60_000;

/**
 * The driver's own error inside `error` when it means the database is unavailable: an unreachable
 * server or lost connection (lib/db/unreachable.ts), a statement timeout, or node-postgres's
 * connection messages. `null` for any other error.
 */
export function databaseOutageCause(error: unknown): Error | null {
  const chain = causeChain(error);
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

/** How often an open outage asks the database whether it answers again, in milliseconds. */
export const PROBE_INTERVAL_MS = 2_000;

/** One outage as this process met it. */
export interface DatabaseOutage {
  /** When the first request or job met it. */
  startedAt: Date;
  /** When the database answered the probe again. */
  endedAt: Date;
  /** Requests and jobs that met it (each answered 503, or retried at its next tick). */
  failures: number;
  /** Where it was first met (`GET /leads`, `the outbox-retry job`). */
  firstMetAt: string;
  /** The driver's error then. */
  cause: Error;
}

/** "1 request or job", "20 requests and jobs": what met an outage. */
export function countFailures(failures: number): string {
  return failures === 1 ? "1 request or job" : `${failures} requests and jobs`;
}

/** Writes the record of an outage that has ended. Must not throw. */
export type DatabaseOutageReporter = (outage: DatabaseOutage) => Promise<void>;

/** A query that succeeds when the database answers. */
export type DatabaseProbe = () => Promise<unknown>;

interface OutageState {
  consoleWindow: OncePerWindow;
  open: Omit<DatabaseOutage, "endedAt"> | null;
  probe: DatabaseProbe | null;
  reporter: DatabaseOutageReporter | null;
  probing: ReturnType<typeof setTimeout> | null;
}

// On globalThis: Next.js may load this module more than once in one process (its bundles, instrumentation).
const globalForOutage = globalThis as unknown as { __databaseOutage?: OutageState };
const state = (globalForOutage.__databaseOutage ??= {
  consoleWindow: new OncePerWindow(LOG_WINDOW_MS),
  open: null,
  probe: null,
  reporter: null,
  probing: null,
});

/** Sets how the process-wide database is probed (lib/db/index.ts) during an outage. */
export function setDatabaseProbe(probe: DatabaseProbe | null): void {
  state.probe = probe;
}

/** Sets what records an outage once it has ended (one slot: setting it again replaces it). */
export function setDatabaseOutageReporter(reporter: DatabaseOutageReporter | null): void {
  state.reporter = reporter;
}

/**
 * Counts `error` (a failure {@link databaseOutageCause} recognizes) toward the current outage, opening one
 * if none is, and starts probing for its end. Logs one console warning per minute, naming `where` and how
 * many further failures the previous minute held back. Never throws.
 */
export function logDatabaseOutage(error: unknown, where: string): void {
  const cause = databaseOutageCause(error) ?? (error instanceof Error ? error : new Error(String(error)));
  if (state.open) state.open.failures++;
  else state.open = { startedAt: new Date(), failures: 1, firstMetAt: where, cause };
  scheduleProbe();
  const turn = state.consoleWindow.take();
  if (!turn.first) return;
  const held = turn.held > 0 ? ` (${turn.held} more in the previous minute)` : "";
  console.warn(`[db] database unavailable at ${where}: ${cause.message}${held}`);
}

function scheduleProbe(): void {
  if (state.probing || !state.probe) return;
  state.probing = setTimeout(() => void probeOnce(), PROBE_INTERVAL_MS);
  // A probe never keeps a process alive (a script, a test run) that has nothing else to do.
  state.probing.unref();
}

async function probeOnce(): Promise<void> {
  const probe = state.probe;
  let answered = false;
  try {
    await probe?.();
    answered = probe !== null;
  } catch {
    // Still down: the next probe asks again.
  }
  state.probing = null;
  if (answered) await endOutage();
  else if (state.open) scheduleProbe();
}

/** Ends the current outage, if any: one console line, and the reporter's record. Never throws. */
async function endOutage(): Promise<void> {
  const open = state.open;
  if (!open) return;
  state.open = null;
  const outage: DatabaseOutage = { ...open, endedAt: new Date() };
  const seconds = Math.round((outage.endedAt.getTime() - outage.startedAt.getTime()) / 1000);
  console.info(`[db] database reachable again after ${seconds} s; ${countFailures(outage.failures)} met the outage`);
  try {
    await state.reporter?.(outage);
  } catch {
    // The reporter must not throw; nothing is left to tell.
  }
}

/**
 * Drops Next.js's own log of a failed render or action when the failure is a database outage: it logs
 * each one (`console.error(error)`, or `console.error("⨯", error)`: a block of a dozen lines per request),
 * while the outage already has its line per minute and its one record here. Every other error, and any
 * message with words of its own, is logged as before. Installed once per server process (instrumentation.ts).
 */
export function quietOutageErrorLogs(): void {
  const globalForConsole = globalThis as unknown as { __quietOutageErrorLogs?: boolean };
  if (globalForConsole.__quietOutageErrorLogs) return;
  globalForConsole.__quietOutageErrorLogs = true;
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [first, second] = args;
    // Next's prefix is a symbol, possibly coloured (ANSI escapes): no letters of its own.
    const prefixOnly = typeof first === "string" && !/[a-z]/i.test(first.replace(/\u001b\[[\d;]*m/g, ""));
    const logged = args.length === 1 ? first : args.length === 2 && prefixOnly ? second : undefined;
    if (logged !== undefined && databaseOutageCause(logged) !== null) return;
    error(...args);
  };
}
