"use client";
/**
 * A first visit to /book/<slug> without `?tz=`: the browser's zone, detected and put in the URL so the server
 * renders the times in it. Its own module, apart from the picker, so that this first load carries no
 * Button or Input code (docs/decisions/public-site.md "Landing page: server-rendered header, handlers as
 * islands").
 */
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useZoneHref } from "./use-zone-href";

/** Sends a visitor without `?tz=` to the same page in the browser's zone. */
export function DetectTimeZone() {
  const router = useRouter();
  const href = useZoneHref();
  useEffect(() => {
    router.replace(href(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"), { scroll: false });
  }, [router, href]);
  return <p className="text-sm text-muted-foreground">Finding the times in your time zone…</p>;
}
