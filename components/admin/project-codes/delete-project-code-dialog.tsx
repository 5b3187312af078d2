"use client";
/** The delete confirmation of a project code (site-and-admin.md §9 wording; §8 "Delete Failed / Failed to delete project code"). */
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { deleteProjectCodeAction } from "@/lib/project-codes/actions";
import { useActionErrorToast } from "../use-action-error-toast";

/** Asks before deleting `code` (null: closed); `onClose` runs when it closes, deleted or not. */
export function DeleteProjectCodeDialog({ code, onClose }: { code: { id: number; code: string } | null; onClose: () => void }) {
  const toastError = useActionErrorToast();
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!code) return;
    setPending(true);
    const result = await deleteProjectCodeAction({ id: code.id }).catch(() => null);
    setPending(false);
    onClose();
    if (!result?.ok) return toastError(result?.error, { title: "Delete Failed", fallback: "Failed to delete project code" });
    toast.success("Project code deleted", { description: code.code });
  }

  return (
    <AlertDialog open={code !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete project code {code?.code}</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete this project code? This action cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-white hover:bg-destructive/90"
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            {pending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
