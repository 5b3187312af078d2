"use client";
/**
 * Keeps an open screen current (docs/decisions/data-and-jobs.md "Live updates"): follows topics over Server-Sent Events
 * (GET /api/live) while the tab is visible, and calls `onChange` when one changed — at most once per
 * `MIN_INTERVAL_MS`, with a last call after a burst. A hidden tab holds no connection; when it shows
 * again, or the stream reconnects after an error, `onChange` runs once, since changes may have been missed.
 */
import { useEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { LiveTopic } from "@/lib/live/topics";

const MIN_INTERVAL_MS = 400;

/** Calls `onChange` when one of `topics` changes (topics as lib/live/topics.ts names them). */
export function useLiveChanges(topics: readonly LiveTopic[], onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const key = topics.join(",");

  useEffect(() => {
    if (!key) return;
    let source: EventSource | null = null;
    let lastRun = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let failed = false;

    const changed = () => {
      const wait = lastRun + MIN_INTERVAL_MS - Date.now();
      if (wait <= 0) {
        lastRun = Date.now();
        latest.current();
      } else {
        trailing ??= setTimeout(() => {
          trailing = undefined;
          lastRun = Date.now();
          latest.current();
        }, wait);
      }
    };
    const open = () => {
      source = new EventSource(`/api/live?topics=${encodeURIComponent(key)}`);
      source.addEventListener("change", changed);
      source.addEventListener("open", () => {
        if (failed) changed();
        failed = false;
      });
      source.addEventListener("error", () => {
        failed = true;
      });
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") close();
      else if (!source) {
        open();
        changed();
      }
    };

    if (document.visibilityState === "visible") open();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      clearTimeout(trailing);
      close();
    };
  }, [key]);
}

/** Re-renders the page's server components when one of `topics` changes. */
export function useLiveRefresh(topics: readonly LiveTopic[]): void {
  const router = useRouter();
  const [, startTransition] = useTransition();
  useLiveChanges(topics, () => startTransition(() => router.refresh()));
}
