/**
 * The status of a page or a server action that met a database outage (docs/decisions/data-and-jobs.md "503 on a
 * database blip"). Next.js gives a render no way to choose its status: a page whose render throws is
 * answered 500, and an action's answer is 200 whatever it returns. The production server
 * (scripts/start-server.ts) therefore wraps Next's handler in {@link answerOutagesWith503}, which
 * tracks each request, and the code that meets an outage marks the request it serves
 * ({@link markRequestUnavailable}): its answer goes out as 503 with `Retry-After`, the body Next
 * rendered unchanged (the error page, or the action's `unavailable` answer).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestListener } from "node:http";

/** Seconds a caller is asked to wait before retrying: a restart or failover usually takes less. */
export const RETRY_AFTER_SECONDS = 5;

/** What the server learns about a request while Next.js serves it. */
interface RequestOutcome {
  unavailable: boolean;
}

// On globalThis: the server (run by tsx) and Next's bundles each load their own copy of this module.
const globalForOutcome = globalThis as unknown as { __requestOutcome?: AsyncLocalStorage<RequestOutcome> };
const outcomes = (globalForOutcome.__requestOutcome ??= new AsyncLocalStorage<RequestOutcome>());

/**
 * Marks the request being served as one that met a database outage. Does nothing outside
 * {@link answerOutagesWith503} (on Vercel, in tests).
 */
export function markRequestUnavailable(): void {
  const outcome = outcomes.getStore();
  if (outcome) outcome.unavailable = true;
}

/** Next's request header on a server action call. */
const ACTION_HEADER = "next-action";

/**
 * Wraps Next's request handler: a request marked by {@link markRequestUnavailable} is answered 503 with
 * `Retry-After` when Next answers it with an error status, or when it is a server action (whose
 * `unavailable` answer Next sends as 200). Any other answer keeps its status.
 */
export function answerOutagesWith503(handle: RequestListener): RequestListener {
  return (request, response) => {
    const outcome: RequestOutcome = { unavailable: false };
    const writeHead = response.writeHead;
    // Node.js sends the status line through writeHead, also when headers are sent implicitly by write().
    response.writeHead = function (this: typeof response, statusCode: number, ...rest: unknown[]) {
      if (outcome.unavailable && (statusCode >= 500 || request.headers[ACTION_HEADER] !== undefined)) {
        statusCode = 503;
        this.statusMessage = "Service Unavailable";
        this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
        this.setHeader("cache-control", "no-store");
      }
      return writeHead.apply(this, [statusCode, ...rest] as Parameters<typeof writeHead>);
    } as typeof response.writeHead;
    return outcomes.run(outcome, () => handle(request, response));
  };
}
