"use client";
/**
 * Portfolio Management (site-and-admin.md §2 screen 5): Add Project, the card grid or the empty state
 * "No Portfolio Projects", the add/edit dialog and the delete confirmation. The list comes from the
 * server; every action re-renders it.
 */
import { useState } from "react";
import { FolderOpen, Plus } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { PortfolioProject } from "@/lib/db/schema";
import { deletePortfolioProjectAction, setPortfolioVisibilityAction } from "@/lib/portfolio/actions";
import { useActionErrorToast } from "../use-action-error-toast";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { PortfolioProjectCard } from "./portfolio-project-card";
import { PortfolioProjectDialog } from "./portfolio-project-dialog";

/** Which dialog is open: adding, editing a project, or none. A new `key` per opening resets the form. */
type Editor = { project: PortfolioProject | null; key: number } | null;

/** The screen below its header. */
export function PortfolioManager({ projects }: { projects: PortfolioProject[] }) {
  const toastError = useActionErrorToast();
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<PortfolioProject | null>(null);

  const openEditor = (project: PortfolioProject | null) => setEditor({ project, key: Date.now() });

  async function toggleVisible(project: PortfolioProject) {
    const result = await setPortfolioVisibilityAction({ id: project.id, isVisible: !project.isVisible }).catch(() => null);
    if (!result?.ok) return toastError(result?.error, { title: "Failed to update project", fallback: "Please try again." });
    toast.success(result.data.isVisible ? "Project shown on the website" : "Project hidden from the website", { description: project.title });
  }

  async function confirmDelete(project: PortfolioProject) {
    const result = await deletePortfolioProjectAction({ id: project.id }).catch(() => null);
    if (!result?.ok) return toastError(result?.error, { title: "Failed to delete project", fallback: "Please try again." });
    toast.success("Project deleted", { description: project.title });
  }

  return (
    <>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => openEditor(null)}>
          <Plus aria-hidden="true" />
          Add Project
        </Button>
      </div>
      {projects.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center">
          <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No Portfolio Projects</h2>
          <p className="max-w-sm text-sm text-muted-foreground">Add your first project to show it in the portfolio on the website.</p>
        </div>
      ) : (
        <ul aria-label="Portfolio projects" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <PortfolioProjectCard
              key={project.id}
              project={project}
              onToggleVisible={() => toggleVisible(project)}
              onEdit={() => openEditor(project)}
              onDelete={() => setDeleting(project)}
            />
          ))}
        </ul>
      )}
      {editor && (
        <PortfolioProjectDialog
          key={editor.key}
          project={editor.project}
          open
          onOpenChange={(open) => !open && setEditor(null)}
        />
      )}
      <DeleteProjectDialog project={deleting} onCancel={() => setDeleting(null)} onConfirm={(project) => void confirmDelete(project)} />
    </>
  );
}
