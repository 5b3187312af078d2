/**
 * The hub screens' calls to their JSON endpoints (operator-console.md §7): every answer becomes
 * `{ ok: true, data }` or `{ ok: false, status, error }`, where `error` is the server's `error` or
 * `message` text and a failed request (no answer at all) has status 0. Dates arrive as ISO strings.
 */

/** A type as it arrives over JSON: dates become strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The outcome of one call. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; statusText: string; error: string | undefined };

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
    return { ok: false, status: 0, statusText: "", error: undefined };
  }
  const text = await response.text().catch(() => "");
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.ok) return { ok: true, data: json as T };
  const fields = (json ?? {}) as { error?: unknown; message?: unknown };
  const error = typeof fields.error === "string" ? fields.error : typeof fields.message === "string" ? fields.message : text || undefined;
  return { ok: false, status: response.status, statusText: response.statusText, error };
}

/** The message an admin toast shows for a failed call: "401: Unauthorized" style, so a lost session is recognized. */
export function failureText(result: { status: number; error: string | undefined; statusText: string }): string | undefined {
  if (result.status === 0) return undefined;
  return `${result.status}: ${result.error ?? result.statusText}`;
}
