"use client";
/** The confirmation before a portfolio project is deleted (Portfolio Management and the older settings screen). */
import type { PortfolioProject } from "@/lib/db/schema";
import { deletePortfolioProjectAction } from "@/lib/portfolio/actions";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";

interface DeleteProjectDialogProps {
  /** The project to delete; the dialog is closed while null. */
  project: PortfolioProject | null;
  /** Runs when the dialog closes, deleted or not. */
  onClose: () => void;
}

/** "Delete Project", naming the project; Delete deletes it (with the spec's toasts), Cancel or Escape dismisses. */
export function DeleteProjectDialog({ project, onClose }: DeleteProjectDialogProps) {
  const remove = useAdminAction(deletePortfolioProjectAction, {
    errorMessage: { title: "Failed to delete project", fallback: "Please try again." },
    successMessage: { title: "Project deleted", description: project?.title },
  });

  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Project"
      description={<>Are you sure you want to delete &ldquo;{project?.title}&rdquo;? This action cannot be undone.</>}
      confirmLabel="Delete"
      destructive
      onConfirm={() => project && remove.run({ id: project.id })}
    />
  );
}
