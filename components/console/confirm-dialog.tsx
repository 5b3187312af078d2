"use client";
/**
 * The console's one confirmation before an irreversible step (delete, remove, disable): an alert dialog
 * that stays open, its buttons disabled, while `onConfirm` runs, and closes when it has finished,
 * whatever the outcome (a failure has its own toast).
 */
import { useTransition } from "react";
import { Loader2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on Cancel, Escape, and once `onConfirm` has finished. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: React.ReactNode;
  description: React.ReactNode;
  /** The confirming button's text ("Delete", "Remove", "Disable Completely"). */
  confirmLabel: string;
  /** Red confirming button, for a step that destroys data. */
  destructive?: boolean;
  /** The step itself, typically `run` of a `useAdminAction` (null or nothing when there is nothing to do). */
  onConfirm: () => Promise<unknown> | null | void;
}

/** Cancel and the confirming button; while the step runs both are disabled and the dialog cannot be dismissed. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      await onConfirm();
      onOpenChange(false);
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: that one closes the dialog before the step has run. */}
          <Button variant={destructive ? "destructive" : "default"} disabled={pending} onClick={confirm}>
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
