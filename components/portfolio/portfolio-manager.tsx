"use client";
/**
 * Portfolio Management (docs/spec/site-and-admin.md §2 screen 5): Add Project, the search by title, one page of
 * the card grid (or the empty state "No Portfolio Projects") with the shared pager, the add/edit dialog
 * and the delete confirmation. The page comes from the server (keyset-paged, state in the URL); every
 * action re-renders it.
 */
import { useState } from "react";
import { FolderOpen, Plus } from "lucide-react";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/lib/db/keyset";
import type { PortfolioProject } from "@/lib/db/schema";
import { IfMay } from "@/components/console/if-may";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { PortfolioProjectCard } from "./portfolio-project-card";
import { PortfolioProjectDialog } from "./portfolio-project-dialog";
import { EmptyState } from "@/components/console/empty-state";

/** Which dialog is open: adding, editing a project, or none. A new `key` per opening resets the form. */
type Editor = { project: PortfolioProject | null; key: number } | null;

interface PortfolioManagerProps extends PagedList<PortfolioProject> {
  /** Whether `?q=` narrows the list (an empty page then means no match, not no projects). */
  searching: boolean;
}

/** The screen below its header. */
export function PortfolioManager({ page, total, searching }: PortfolioManagerProps) {
  const projects = page.rows;
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<PortfolioProject | null>(null);

  const openEditor = (project: PortfolioProject | null) => setEditor({ project, key: Date.now() });

  return (
    <>
      <div className="mb-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearch label="Search projects by title" />
        <IfMay permission="portfolio.create">
          <Button className="self-end sm:self-auto" onClick={() => openEditor(null)}>
            <Plus aria-hidden="true" />
            Add Project
          </Button>
        </IfMay>
      </div>
      {projects.length === 0 && searching ? (
        <EmptyState bordered>No projects match this search.</EmptyState>
      ) : projects.length === 0 ? (
        <EmptyState bordered icon={FolderOpen} title={<h2 className="text-lg font-semibold">No Portfolio Projects</h2>}>
          Add your first project to show it in the portfolio on the website.
        </EmptyState>
      ) : (
        <ul aria-label="Portfolio projects" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <PortfolioProjectCard
              key={project.id}
              project={project}
              onEdit={() => openEditor(project)}
              onDelete={() => setDeleting(project)}
            />
          ))}
        </ul>
      )}
      {(projects.length > 0 || page.prevCursor) && <ListPager page={page} total={total} noun="projects" />}
      {editor && <PortfolioProjectDialog key={editor.key} project={editor.project} onClose={() => setEditor(null)} />}
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
