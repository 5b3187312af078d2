"use client";
/**
 * Polls a JSON endpoint (operator-console.md §9: site status and collected data every 30 s, the
 * simplified hub every 60 s, command history every 10 s). A failed poll keeps the last data and is not
 * retried before the next tick (§9 "Status queries do not retry on failure"); a 401 means the session
 * is gone and goes to /auth.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useActionErrorToast } from "../use-action-error-toast";
import { callApi, failureText } from "./api";

/** Latest data (undefined until the first answer), the last error, and `refresh` to poll now. */
export function usePolled<T>(url: string, intervalMs: number): { data: T | undefined; error: string | null; refresh: () => Promise<void> } {
  const toastError = useActionErrorToast();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const signedOut = useRef(false);

  const refresh = useCallback(async () => {
    if (signedOut.current) return;
    const result = await callApi<T>(url);
    if (result.ok) {
      setData(result.data);
      setError(null);
      return;
    }
    setError(result.error ?? "Network error");
    if (result.status === 401) {
      signedOut.current = true;
      toastError(failureText(result), { title: "Unauthorized", fallback: "" });
    }
  }, [url, toastError]);

  useEffect(() => {
    // The first poll runs right away; later ones on the interval.
    const first = setTimeout(refresh, 0);
    const timer = setInterval(refresh, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh, intervalMs]);

  return { data, error, refresh };
}
