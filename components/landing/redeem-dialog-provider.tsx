"use client";
/**
 * One redeem dialog per page, opened from any "Got a Code?" button (header, mobile menu, floating
 * button) or at load by a `?code=` share link (site-and-admin.md §2 "Logo and navigation").
 *
 * The dialog's code (its form, react-hook-form and zod) loads on first open, so the page ships
 * without it. Each opening mounts a fresh dialog, which is how closing resets the form and result.
 */
import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";

const RedeemDialog = dynamic(() => import("./redeem-dialog").then((m) => m.RedeemDialog));

const OpenRedeemDialog = createContext<() => void>(() => {});

interface DialogState {
  open: boolean;
  /** Counts openings; used as the dialog's key so every opening starts clean. */
  opening: number;
  code: string;
}

/** Provides the dialog to its children; `initialCode` (from `?code=`) opens it prefilled at load. */
export function RedeemDialogProvider({ initialCode, children }: { initialCode?: string; children: React.ReactNode }) {
  const [state, setState] = useState<DialogState>({
    open: Boolean(initialCode),
    opening: initialCode ? 1 : 0,
    code: initialCode ?? "",
  });
  const open = useCallback(() => setState((s) => ({ open: true, opening: s.opening + 1, code: "" })), []);
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
