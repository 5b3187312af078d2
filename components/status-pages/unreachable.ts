import type { ActionResult } from "@/lib/action";

/**
 * The answer a status page's form shows when its server action never answered (offline, the request
 * cut): a failed `ActionResult` that says what failed, so the visitor knows nothing was saved. The
 * rejection is logged for the browser's console; the form keeps what was typed.
 */
export function unreachable(reason: unknown): ActionResult<never> {
  console.warn("[status page] the server did not answer", reason);
  return {
    ok: false,
    code: "unavailable",
    error: "The server could not be reached, so nothing was saved. Check your connection and try again.",
  };
}
