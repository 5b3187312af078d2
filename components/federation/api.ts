/**
 * The hub screens' calls to their JSON endpoints (docs/spec/operator-console.md §7): every answer becomes
 * `{ ok: true, data }` or `{ ok: false, status, code, error }`, where `error` is the server's `error` or
 * `message` text, `code` the status's error code (lib/errors/app-error.ts; `unauthorized` for a 401) and
 * a failed request (no answer at all) has status 0. Dates arrive as ISO strings.
 */
import { appErrorCodeOf, type AppErrorCode } from "@/lib/errors/app-error";

/** A type as it arrives over JSON: dates become strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The outcome of one call. */
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/** A failed call; `code` is undefined for status 0 and for a status outside the app's map. */
export interface ApiFailure {
  ok: false;
  status: number;
  code: AppErrorCode | undefined;
  statusText: string;
  error: string | undefined;
}

/** Calls `url` with an optional JSON body; never throws. */
export async function callApi<T>(url: string, method = "GET", body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      cache: "no-store",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: undefined, statusText: "", error: undefined };
  }
  const json = await readJson(response);
  return response.ok ? { ok: true, data: json as T } : failure(response, json);
}

/** The answer's JSON body, or its text when it is not JSON, or undefined when empty. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text || undefined;
  }
}

/** A failed answer: the server's `error` or `message` text (or its plain text body). */
function failure(response: Response, json: unknown): ApiFailure {
  const fields = (typeof json === "object" && json !== null ? json : {}) as { error?: unknown; message?: unknown };
  const error =
    typeof fields.error === "string"
      ? fields.error
      : typeof fields.message === "string"
        ? fields.message
        : typeof json === "string"
          ? json
          : undefined;
  return {
    ok: false,
    status: response.status,
    code: appErrorCodeOf(response.status),
    statusText: response.statusText,
    error,
  };
}

/** The outcome of one poll: new data with its ETag, unchanged (304), or a failure as `callApi` gives it. */
export type PollResult<T> =
  | { ok: true; notModified: false; data: T; etag: string | null }
  | { ok: true; notModified: true }
  | Extract<ApiResult<T>, { ok: false }>;

/**
 * GETs `url` presenting `etag` (the last answer's) in `If-None-Match`: a 304 means the data kept is
 * still current (lib/federation/poll.ts). The browser's cache stays out of it (`no-store`), so the 304
 * reaches this code and no stale copy is ever served from the cache.
 */
export async function pollApi<T>(url: string, etag: string | null): Promise<PollResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { cache: "no-store", headers: etag ? { "if-none-match": etag } : undefined });
  } catch {
    return { ok: false, status: 0, code: undefined, statusText: "", error: undefined };
  }
  if (response.status === 304) return { ok: true, notModified: true };
  const json = await readJson(response);
  return response.ok
    ? { ok: true, notModified: false, data: json as T, etag: response.headers.get("etag") }
    : failure(response, json);
}

/** The message an admin toast shows for a failed call: "<status>: <text>" (docs/spec/site-and-admin.md §8). */
export function failureText(result: {
  status: number;
  error: string | undefined;
  statusText: string;
}): string | undefined {
  if (result.status === 0) return undefined;
  return `${result.status}: ${result.error ?? result.statusText}`;
}
