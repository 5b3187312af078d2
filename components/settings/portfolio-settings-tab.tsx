"use client";
/**
 * The Portfolio tab of the older settings screen (docs/spec/site-and-admin.md §2 screen 8): one server page of
 * the projects, newest first, searched by title and paged in the URL like /portfolio-management
 * (docs/decisions/data-and-jobs.md "Server-paged lists"), each editable inline, and Add Project.
 */
import { useState } from "react";
import { Plus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/lib/db/keyset";
import type { PortfolioProject } from "@/lib/db/schema";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { DeleteProjectDialog } from "../portfolio/delete-project-dialog";
import { ProjectEditDeleteButtons } from "../portfolio/project-edit-delete-buttons";
import { IfMay } from "@/components/console/if-may";
import { PortfolioInlineForm } from "./portfolio-inline-form";
import { EmptyState } from "@/components/console/empty-state";

/** One page of projects, the matching total, and whether a search narrowed it. */
export interface PortfolioTabData extends PagedList<PortfolioProject> {
  searching: boolean;
}

/** The page with its inline forms; `editing` is a project id, "new", or null. */
export function PortfolioSettingsTab({ page, total, searching }: PortfolioTabData) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<PortfolioProject | null>(null);
  const projects = page.rows;
  const empty = projects.length === 0 && !page.prevCursor;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ListSearch label="Search projects" placeholder="Search titles..." />
        <IfMay permission="portfolio.create">
          <Button onClick={() => setEditing("new")} disabled={editing === "new"}>
            <Plus aria-hidden="true" />
            Add Project
          </Button>
        </IfMay>
      </div>
      {editing === "new" && <PortfolioInlineForm project={null} onDone={() => setEditing(null)} />}
      {empty && editing !== "new" && (
        <EmptyState bordered>{searching ? "No projects match the search." : "No portfolio projects yet."}</EmptyState>
      )}
      <ul aria-label="Portfolio projects" className="grid gap-3">
        {projects.map((project) =>
          editing === project.id ? (
            <li key={project.id}>
              <PortfolioInlineForm project={project} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li
              key={project.id}
              aria-label={project.title}
              className="flex items-start justify-between gap-4 rounded-lg border p-4"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{project.title}</h3>
                  {project.isSample && <Badge variant="outline">Sample</Badge>}
                  {!project.isVisible && <Badge variant="secondary">Hidden</Badge>}
                </div>
                <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
                {project.technologies.length > 0 && (
                  <p className="text-xs text-muted-foreground">{project.technologies.join(", ")}</p>
                )}
              </div>
              <div className="flex shrink-0 gap-1">
                <ProjectEditDeleteButtons onEdit={() => setEditing(project.id)} onDelete={() => setDeleting(project)} />
              </div>
            </li>
          ),
        )}
      </ul>
      {!empty && <ListPager page={page} total={total} noun="projects" />}
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
