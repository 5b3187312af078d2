"use client";
/**
 * One redeem dialog per page, opened from any "Got a Code?" button (header, mobile menu, floating
 * button) or at load by a `?code=` share link (site-and-admin.md §2 "Logo and navigation"), read in the
 * browser once hydrated because the landing page is the same static HTML for every URL.
 *
 * The buttons reach the dialog through this module's small store rather than a context provider
 * around the page, so no client component wraps the page's content (docs/decisions.md "Landing page: no
 * page-wide providers, no font preload"). The dialog's code (its form, react-hook-form and zod) loads on
 * first open. Each opening mounts a fresh dialog, which is how closing resets the form and result.
 */
import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { shareLinkCode } from "@/lib/project-codes/redeem-fields";

const RedeemDialog = dynamic(() => import("./redeem-dialog").then((m) => m.RedeemDialog));

interface DialogState {
  open: boolean;
  /** Counts openings; used as the dialog's key so every opening starts clean. */
  opening: number;
  code: string;
}

const CLOSED: DialogState = { open: false, opening: 0, code: "" };
let dialogState = CLOSED;
const listeners = new Set<() => void>();

function update(next: DialogState): void {
  dialogState = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the page's redeem dialog, empty or prefilled with `code`; does nothing visible on a page without a RedeemDialogHost. */
export function openRedeemDialog(code = ""): void {
  update({ open: true, opening: dialogState.opening + 1, code });
}

function setOpen(open: boolean): void {
  update({ ...dialogState, open });
}

/** Mount once per page; with `readsShareLink`, a `?code=` in the address opens the dialog prefilled at load. */
export function RedeemDialogHost({ readsShareLink }: { readsShareLink: boolean }) {
  const state = useSyncExternalStore(subscribe, () => dialogState, () => CLOSED);
  useEffect(() => {
    const code = readsShareLink ? shareLinkCode(window.location.search) : undefined;
    if (code) openRedeemDialog(code);
    // A client-side navigation to another public page starts with the dialog closed.
    return () => {
      dialogState = CLOSED;
    };
  }, [readsShareLink]);
  if (state.opening === 0) return null;
  return <RedeemDialog key={state.opening} open={state.open} onOpenChange={setOpen} initialCode={state.code} />;
}

/** A Button that opens the redeem dialog; children default to "Got a Code?". */
export function RedeemDialogButton({ children = "Got a Code?", onClick, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event);
        openRedeemDialog();
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
