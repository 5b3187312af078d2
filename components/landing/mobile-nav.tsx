"use client";
/**
 * The small-screen menu button (site-and-admin.md §2: desktop and mobile menu), drawn by the server
 * (`className`, `children`) with only its click here. The menu itself (a Radix Sheet) is fetched on the
 * first tap, keeping its code out of the page's first load. Whether it offers the signed-in actions is
 * asked from the browser (./use-signed-in.ts).
 */
import { lazy, Suspense, useRef, useState } from "react";
import { useSignedIn } from "./use-signed-in";

// React.lazy rather than next/dynamic: the menu never renders on the server, so next/dynamic's loader adds nothing but bytes.
const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet").then((m) => ({ default: m.MobileMenuSheet })));

interface MobileNavProps {
  /** The button's classes, computed on the server. */
  className: string;
  /** The button's icon. */
  children: React.ReactNode;
}

/** The button and, once used, its menu. */
export function MobileNav({ className, children }: MobileNavProps) {
  const signedIn = useSignedIn() === true;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        data-slot="button"
        className={className}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {used && (
        <Suspense>
          <MobileMenuSheet open={open} onOpenChange={setOpen} signedIn={signedIn} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
