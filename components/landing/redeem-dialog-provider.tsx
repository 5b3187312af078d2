"use client";
/**
 * One redeem dialog per page, opened from any "Got a Code?" button (header, mobile menu, floating
 * button) or at load by a `?code=` share link (site-and-admin.md §2 "Logo and navigation"), read in the
 * browser once hydrated because the landing page is the same static HTML for every URL (issue 13).
 *
 * The dialog's code (its form, react-hook-form and zod) loads on first open, so the page ships
 * without it. Each opening mounts a fresh dialog, which is how closing resets the form and result.
 */
import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useEffect, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { shareLinkCode } from "@/lib/validations/redeem-fields";

const RedeemDialog = dynamic(() => import("./redeem-dialog").then((m) => m.RedeemDialog));

const OpenRedeemDialog = createContext<() => void>(() => {});

interface DialogState {
  open: boolean;
  /** Counts openings; used as the dialog's key so every opening starts clean. */
  opening: number;
  code: string;
}

/** Provides the dialog to its children; with `readsShareLink`, a `?code=` in the address opens it prefilled at load. */
export function RedeemDialogProvider({ readsShareLink, children }: { readsShareLink: boolean; children: React.ReactNode }) {
  const [state, setState] = useState<DialogState>({ open: false, opening: 0, code: "" });
  const open = useCallback(() => setState((s) => ({ open: true, opening: s.opening + 1, code: "" })), []);
  useEffect(() => {
    const code = readsShareLink ? shareLinkCode(window.location.search) : undefined;
    // The address is only known in the browser, after hydration (the HTML is static); nothing else sets this state at load.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (code) setState((s) => ({ open: true, opening: s.opening + 1, code }));
  }, [readsShareLink]);
  const onOpenChange = useCallback((next: boolean) => setState((s) => ({ ...s, open: next })), []);
  return (
    <OpenRedeemDialog.Provider value={open}>
      {children}
      {state.opening > 0 && (
        <RedeemDialog key={state.opening} open={state.open} onOpenChange={onOpenChange} initialCode={state.code} />
      )}
    </OpenRedeemDialog.Provider>
  );
}

/** The function that opens the redeem dialog (for buttons that also do something else first). */
export function useOpenRedeemDialog(): () => void {
  return useContext(OpenRedeemDialog);
}

/** A Button that opens the redeem dialog; children default to "Got a Code?". */
export function RedeemDialogButton({ children = "Got a Code?", onClick, ...props }: ComponentProps<typeof Button>) {
  const openDialog = useOpenRedeemDialog();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event);
        openDialog();
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
