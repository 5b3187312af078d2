"use client";
/**
 * One redeem dialog per page, opened from any "Got a Code?" button (header, mobile menu, floating
 * button) or at load by a `?code=` share link (site-and-admin.md §2 "Logo and navigation"), read in the
 * browser once hydrated because the landing page is the same static HTML for every URL.
 *
 * The buttons (./redeem-dialog-trigger.tsx, the mobile menu) reach the dialog through this module's small
 * store rather than a context provider around the page, so no client component wraps the page's content
 * (docs/decisions/public-site.md "Landing page: no page-wide providers, no font preload"). The dialog's code (its
 * form, react-hook-form and zod) loads on first open. Each opening mounts a fresh dialog, which is how
 * closing resets the form and result.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { shareLinkCode } from "@/lib/project-codes/redeem-fields";

// React.lazy rather than next/dynamic: the dialog never renders on the server, so next/dynamic's loader adds nothing but bytes.
const RedeemDialog = lazy(() => import("./redeem-dialog").then((m) => ({ default: m.RedeemDialog })));

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
  const state = useSyncExternalStore(
    subscribe,
    () => dialogState,
    () => CLOSED,
  );
  useEffect(() => {
    const code = readsShareLink ? shareLinkCode(window.location.search) : undefined;
    if (code) openRedeemDialog(code);
    // A client-side navigation to another public page starts with the dialog closed.
    return () => {
      dialogState = CLOSED;
    };
  }, [readsShareLink]);
  if (state.opening === 0) return null;
  return (
    <Suspense>
      <RedeemDialog key={state.opening} open={state.open} onOpenChange={setOpen} initialCode={state.code} />
    </Suspense>
  );
}
