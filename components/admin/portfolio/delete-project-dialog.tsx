"use client";
/** The confirmation before a portfolio project is deleted (Portfolio Management and the older settings screen). */
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
import type { PortfolioProject } from "@/lib/db/schema";

interface DeleteProjectDialogProps {
  /** The project to delete; the dialog is closed while null. */
  project: PortfolioProject | null;
  onCancel: () => void;
  onConfirm: (project: PortfolioProject) => void;
}

/** "Delete Project", naming the project; Delete confirms, Cancel or Escape dismisses. */
export function DeleteProjectDialog({ project, onCancel, onConfirm }: DeleteProjectDialogProps) {
  return (
    <AlertDialog open={project !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Project</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &ldquo;{project?.title}&rdquo;? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive text-white hover:bg-destructive/90" onClick={() => project && onConfirm(project)}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
