"use client";
/**
 * The small-screen menu button (site-and-admin.md §2: desktop and mobile menu). The menu itself
 * (a Radix Sheet) is fetched on the first tap, keeping its code out of the page's first load. Whether
 * it offers the signed-in actions is asked from the browser (./use-signed-in.ts).
 */
import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useSignedIn } from "./use-signed-in";

const MobileMenuSheet = dynamic(() => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet));

/** The button and, once used, its menu. */
export function MobileNav() {
  const signedIn = useSignedIn() === true;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {used && <MobileMenuSheet open={open} onOpenChange={setOpen} signedIn={signedIn} returnFocusTo={button} />}
    </>
  );
}
