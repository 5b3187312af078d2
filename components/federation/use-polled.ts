"use client";
/**
 * Polls a JSON endpoint (docs/spec/operator-console.md §9: site status and collected data every 30 s, the
 * simplified hub every 60 s, command history every 10 s). Each poll presents the last answer's ETag, and
 * a 304 keeps the data on screen untouched (lib/federation/poll.ts). A failed poll keeps the last data
 * and is not retried before the next tick (§9 "Status queries do not retry on failure"); a 401 means
 * the session is gone and goes to /auth. When `url` changes (another page, search or filter), the old
 * data stays on screen until the new answer replaces it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFailureToast } from "@/components/console/use-admin-action";
import { failureText, pollApi } from "./api";

/** Latest data (undefined until the first answer), the last error, and `refresh` to poll now. */
export function usePolled<T>(
  url: string,
  intervalMs: number,
): { data: T | undefined; error: string | null; refresh: () => Promise<void> } {
  const toastError = useFailureToast();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const signedOut = useRef(false);
  // The ETag of the data on screen and the URL it answered; another URL starts without one.
  const last = useRef<{ url: string; etag: string | null }>({ url, etag: null });
  const currentUrl = useRef(url);
  useEffect(() => {
    currentUrl.current = url;
  }, [url]);

  const refresh = useCallback(async () => {
    if (signedOut.current) return;
    const result = await pollApi<T>(url, last.current.url === url ? last.current.etag : null);
    // An answer for a page the screen has left is dropped.
    if (currentUrl.current !== url) return;
    if (result.ok) {
      if (!result.notModified) {
        last.current = { url, etag: result.etag };
        setData(result.data);
      }
      setError(null);
      return;
    }
    setError(result.error ?? "Network error");
    if (result.status === 401) {
      signedOut.current = true;
      toastError(failureText(result), { title: "Unauthorized", fallback: "" }, result.code);
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
