"use client";
/**
 * A "Got a Code?" button (site-and-admin.md §2: the header's, the floating one): a plain `<button>` whose
 * look the server computed (`className`, e.g. from `buttonVariants`) and whose only script is the click
 * that opens the page's RedeemDialogHost, so no Button or class-merging code ships with the page.
 */
import type { ComponentProps } from "react";
import { openRedeemDialog } from "./redeem-dialog-host";

/** Children default to "Got a Code?". */
export function RedeemDialogTrigger({
  children = "Got a Code?",
  ...props
}: Omit<ComponentProps<"button">, "type" | "onClick">) {
  return (
    <button type="button" data-slot="button" aria-haspopup="dialog" onClick={() => openRedeemDialog()} {...props}>
      {children}
    </button>
  );
}
