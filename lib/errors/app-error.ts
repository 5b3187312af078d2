/**
 * The one error vocabulary of the app (docs/architecture.md). Domain code throws `AppError` with a
 * code; the action wrappers answer it as `{ ok: false, code, error }` and the route wrappers as
 * `{ error }` with the code's HTTP status. Anything else thrown is our bug: answered 500 and recorded.
 */

/** What went wrong, from the caller's side. Each code has exactly one HTTP status (`httpStatusOf`). */
export type AppErrorCode =
  | "invalid"
  | "malformed"
  | "unsupported_media_type"
  | "payload_too_large"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "unavailable";

/** HTTP status per code (RFC 9110 §15; 422 from RFC 9110 §15.5.21, 429 from RFC 6585 §4). */
const HTTP_STATUS: Record<AppErrorCode, number> = {
  malformed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  rate_limited: 429,
  unavailable: 503,
};

/**
 * Optional details: `retryAfterSeconds` becomes a `Retry-After` header on 429/503 answers; `fieldErrors`
 * (a form field's messages) and `details` (facts the screen can act on, e.g. the id of the lead holding a
 * phone number) are answered by actions beside `code` and `error` (lib/action.ts).
 */
export interface AppErrorOptions {
  retryAfterSeconds?: number;
  cause?: unknown;
  fieldErrors?: Record<string, string[]>;
  details?: AppErrorDetails;
}

/** JSON-safe facts about a failure, for the screen that caused it. */
export type AppErrorDetails = Readonly<Record<string, string | number | null>>;

/** A failure meant for the caller: `message` is shown to the user or sent as `{ error }`. */
export class AppError extends Error {
  readonly retryAfterSeconds?: number;
  readonly fieldErrors?: Record<string, string[]>;
  readonly details?: AppErrorDetails;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fieldErrors = options.fieldErrors;
    this.details = options.details;
  }

  /** The HTTP status of this error's code. */
  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

/** The HTTP status a route answers for `code` (one status per code: the table above). */
export function httpStatusOf(code: AppErrorCode): number {
  return HTTP_STATUS[code];
}

/**
 * The code of an HTTP status this app answers (the inverse of `httpStatusOf`), for a client that called
 * a route handler and only has the status; `undefined` for any other status.
 */
export function appErrorCodeOf(status: number): AppErrorCode | undefined {
  return (Object.keys(HTTP_STATUS) as AppErrorCode[]).find((code) => HTTP_STATUS[code] === status);
}

/** True when `error` is an `AppError` (optionally with the given code). */
export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}
