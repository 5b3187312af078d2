"use client";
/**
 * Ends the landing page's first-paint shortcut: once the browser has presented a frame after hydration, it
 * sets `data-laid-out` on `<html>`, which turns off `content-visibility: auto` on the `.below-fold` sections
 * (app/globals.css), so from then on every section has its real height and `#contact`/`#portfolio` land where
 * they should (docs/decisions/public-site.md "Public pages: booking and quote pages measured, landing sections
 * laid out after the first paint"). A page opened at an anchor scrolls to it again once laid out. Renders
 * nothing; the attribute goes when the page unmounts.
 */
import { useEffect } from "react";

/** Mount once on the landing page. */
export function LayOutBelowFold() {
  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from a frame callback runs after that frame is presented.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        root.setAttribute("data-laid-out", "");
        // A load of `/#contact` aimed its scroll while the sections above had estimated heights: aim again at
        // the real ones. Smooth like the browser's own (the page's scroll-behavior), which it then replaces; an
        // instant jump left that smooth scroll to finish at the estimate.
        const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) target.scrollIntoView();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      root.removeAttribute("data-laid-out");
    };
  }, []);
  return null;
}
