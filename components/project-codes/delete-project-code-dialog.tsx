"use client";
/** The delete confirmation of a project code (docs/spec/site-and-admin.md §9 wording; §8 "Delete Failed / Failed to delete project code"). */
import { deleteProjectCodeAction } from "@/lib/project-codes/actions";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";

/** Asks before deleting `code` (null: closed); `onClose` runs when it closes, deleted or not. */
export function DeleteProjectCodeDialog({
  code,
  onClose,
}: {
  code: { id: number; code: string } | null;
  onClose: () => void;
}) {
  const remove = useAdminAction(deleteProjectCodeAction, {
    errorMessage: { title: "Delete Failed", fallback: "Failed to delete project code" },
    successMessage: { title: "Project code deleted", description: code?.code },
  });

  return (
    <ConfirmDialog
      open={code !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete project code ${code?.code ?? ""}`}
      description="Are you sure you want to delete this project code? This action cannot be undone."
      confirmLabel="Delete"
      destructive
      onConfirm={() => code && remove.run({ id: code.id })}
    />
  );
}
