"use client";
/**
 * One project in Portfolio Management's grid (docs/spec/site-and-admin.md §2 screen 5, §9): image (hidden when
 * it fails to load), title, description, the first 3 technologies plus "+N more", View Project, and
 * the show/hide button (saved from here), edit and delete. A sample (drizzle/0001_sample-portfolio.sql)
 * carries a Sample badge and a Publish button instead of show/hide: it is not on the website until published.
 */
import { ExternalLink, Eye, EyeOff, Upload } from "lucide-react";
import { PortfolioImage } from "@/components/landing/portfolio-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PortfolioProject } from "@/lib/db/schema";
import { setPortfolioVisibilityAction } from "@/lib/portfolio/actions";
import { isHttpUrl } from "@/lib/portfolio/schemas";
import { cn } from "@/lib/utils";
import { useAdminAction } from "@/components/console/use-admin-action";
import { IfMay } from "@/components/console/if-may";
import { ProjectEditDeleteButtons } from "./project-edit-delete-buttons";

/** Technology tags shown before "+N more" (spec §9). */
const TAGS_SHOWN = 3;

interface PortfolioProjectCardProps {
  project: PortfolioProject;
  onEdit: () => void;
  onDelete: () => void;
}

/** The card, as an item of the grid's list. */
export function PortfolioProjectCard({ project, onEdit, onDelete }: PortfolioProjectCardProps) {
  const setVisibility = useAdminAction(setPortfolioVisibilityAction, {
    errorMessage: { title: "Failed to update project", fallback: "Please try again." },
    successMessage: (saved) => ({
      title: saved.isVisible ? "Project shown on the website" : "Project hidden from the website",
      description: project.title,
    }),
  });
  const toggling = setVisibility.pending;
  const shown = project.technologies.slice(0, TAGS_SHOWN);
  const more = project.technologies.length - shown.length;
  const projectUrl = project.projectUrl && isHttpUrl(project.projectUrl) ? project.projectUrl : null;
  const onWebsite = project.isVisible && !project.isSample;
  // A sample is off the website whatever its switch says; its button publishes it.
  const toggle = () => void setVisibility.run({ id: project.id, isVisible: project.isSample || !project.isVisible });

  return (
    <li
      aria-label={project.title}
      className={cn(
        "flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm",
        !project.isVisible && "opacity-70",
      )}
    >
      <div className="relative aspect-video bg-linear-to-br from-slate-200 to-slate-300 dark:from-slate-700 dark:to-slate-800">
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-5xl font-bold text-slate-500"
        >
          {project.title.trim().charAt(0).toUpperCase()}
        </span>
        {project.imageUrl && <PortfolioImage src={project.imageUrl} />}
        <Badge variant={onWebsite ? "default" : "secondary"} className="absolute top-3 left-3">
          {project.isSample ? "Sample" : onWebsite ? "Visible" : "Hidden"}
        </Badge>
        {project.isFeatured && (
          <Badge variant="outline" className="absolute top-3 right-3 bg-background">
            Featured
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg font-semibold">{project.title}</h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
        {project.technologies.length > 0 && (
          <ul aria-label="Technologies" className="flex flex-wrap gap-1.5">
            {shown.map((tech) => (
              <li key={tech}>
                <Badge variant="secondary">{tech}</Badge>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Badge variant="outline">+{more} more</Badge>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {projectUrl ? (
            <a
              href={projectUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              View Project
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          ) : (
            <span />
          )}
          <div className="flex gap-1">
            <IfMay permission="portfolio.visibility">
              {project.isSample ? (
                <Button
                  variant="outline"
                  size="sm"
                  title="Show this sample on the website"
                  disabled={toggling}
                  onClick={toggle}
                >
                  <Upload aria-hidden="true" />
                  Publish
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={project.isVisible ? "Hide from website" : "Show on website"}
                  title={project.isVisible ? "Hide from website" : "Show on website"}
                  disabled={toggling}
                  onClick={toggle}
                >
                  {project.isVisible ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                </Button>
              )}
            </IfMay>
            <ProjectEditDeleteButtons onEdit={onEdit} onDelete={onDelete} />
          </div>
        </div>
      </div>
    </li>
  );
}
