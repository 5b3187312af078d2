"use client";
/**
 * The small-screen menu's panel: section links and account actions in a Sheet that closes after any
 * navigation (site-and-admin.md §2 "Logo and navigation"). Loaded on the first tap of the menu button.
 */
import Link from "next/link";
import { useRef } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { SECTION_LINKS } from "./nav-links";
import { openRedeemDialog } from "./redeem-dialog-host";
import { SignOutButton } from "./sign-out-button";

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  /** Where focus returns when the menu closes (the menu button, which lives outside this Sheet). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** The Sheet; `signedIn` picks Dashboard/Sign Out over Got a Code?/Sign In. */
export function MobileMenuSheet({ open, onOpenChange, signedIn, returnFocusTo }: MobileMenuSheetProps) {
  // Set while the menu hands over to the redeem dialog, so closing the menu leaves focus in the dialog.
  const handingOver = useRef(false);

  function redeem() {
    handingOver.current = true;
    onOpenChange(false);
    openRedeemDialog();
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!handingOver.current) returnFocusTo.current?.focus();
          handingOver.current = false;
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site sections and account links</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="grid gap-1 px-4">
          {SECTION_LINKS.map((link) => (
            <SheetClose asChild key={link.href}>
              <a href={link.href} className="rounded-md px-3 py-2 text-base font-medium hover:bg-accent">
                {link.label}
              </a>
            </SheetClose>
          ))}
        </nav>
        <div className="grid gap-2 px-4">
          {signedIn ? (
            <>
              <SheetClose asChild>
                <Button asChild variant="outline">
                  <Link href="/dashboard">Dashboard</Link>
                </Button>
              </SheetClose>
              <SignOutButton className={buttonVariants()} />
            </>
          ) : (
            <>
              <Button type="button" variant="outline" aria-haspopup="dialog" onClick={redeem}>
                Got a Code?
              </Button>
              <SheetClose asChild>
                <Button asChild>
                  <Link href="/auth">Sign In</Link>
                </Button>
              </SheetClose>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
