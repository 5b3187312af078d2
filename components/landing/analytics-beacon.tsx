"use client";
/**
 * The landing page's analytics beacon (docs/federation-protocol.md "This app as a remote site"): one `view`
 * with the page load time (navigation start → load event, from the Navigation Timing API) and a `click`
 * per click on a link or button, the first one marking the view as engaged (not a bounce). Sent with
 * `navigator.sendBeacon`, so it never delays the page or a navigation. Renders nothing.
 */
import { useEffect } from "react";

const ENDPOINT = "/api/analytics/beacon";

function send(body: object): void {
  const data = JSON.stringify(body);
  if (!navigator.sendBeacon?.(ENDPOINT, data)) {
    void fetch(ENDPOINT, { method: "POST", body: data, keepalive: true }).catch(() => undefined);
  }
}

function loadTimeMs(): number | undefined {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry && entry.loadEventEnd > 0 ? Math.round(entry.loadEventEnd - entry.startTime) : undefined;
}

/** Mount once on the landing page. */
export function AnalyticsBeacon() {
  useEffect(() => {
    const sendView = () => send({ event: "view", loadTimeMs: loadTimeMs() });
    // loadEventEnd is only set once the load event has finished: wait a tick after it.
    const onLoad = () => setTimeout(sendView, 0);
    if (document.readyState === "complete") sendView();
    else window.addEventListener("load", onLoad, { once: true });

    let clicked = false;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("a, button")) return;
      send({ event: "click", first: !clicked });
      clicked = true;
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => {
      window.removeEventListener("load", onLoad);
      document.removeEventListener("click", onClick, { capture: true });
    };
  }, []);
  return null;
}
