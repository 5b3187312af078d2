"use client";
/** Copying to the clipboard from admin screens, with a toast either way. */
import { useCallback, type ReactNode } from "react";
import { toast } from "sonner";

/** What the success toast shows under "{what} copied": by default the copied text. */
export interface CopyToastOptions {
  description?: ReactNode;
  /** Milliseconds the toast stays (sonner's default when unset). */
  duration?: number;
}

/** Returns `copy(text, what, toast?)`: writes `text` to the clipboard and toasts "{what} copied" or the failure. */
export function useCopy(): (text: string, what: string, options?: CopyToastOptions) => Promise<void> {
  return useCallback(async (text, what, options) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied`, { description: options?.description ?? text, duration: options?.duration });
    } catch {
      toast.error("Copy failed", { description: "The browser did not allow access to the clipboard." });
    }
  }, []);
}
