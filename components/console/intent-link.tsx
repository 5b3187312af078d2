"use client";
/**
 * The console's link: a `next/link` that prefetches its page once the user shows intent (the pointer
 * enters it, it gets keyboard focus, a finger touches it) rather than as soon as it is on screen
 * (docs/decisions/console-and-forms.md "Wide tables, lists on a phone, prefetching on intent"). Every admin page draws the sidebar's links and often a list
 * of row links; prefetching all of them on sight cost each page load 36 to 52 requests. The pattern is
 * Next.js's own "Hover-triggered prefetch" (node_modules/next/dist/docs/01-app/02-guides/prefetching.md):
 * `prefetch={false}` until intent, then the default (`null`).
 */
import Link from "next/link";
import { useState } from "react";

/** `Link`'s props; `prefetch` is decided here. */
export type IntentLinkProps = Omit<React.ComponentProps<typeof Link>, "prefetch">;

/** A `Link` that prefetches on pointer, focus or touch. */
export function IntentLink({ onPointerEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
