"use client";
/** Copying to the clipboard from admin screens, with a toast either way. */
import { useCallback } from "react";
import { toast } from "sonner";

/** Returns `copy(text, what)`: writes `text` to the clipboard and toasts "{what} copied" or the failure. */
export function useCopy(): (text: string, what: string) => Promise<void> {
  return useCallback(async (text, what) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied`, { description: text });
    } catch {
      toast.error("Copy failed", { description: "The browser did not allow access to the clipboard." });
    }
  }, []);
}
