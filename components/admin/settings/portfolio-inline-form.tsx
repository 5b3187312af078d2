"use client";
/**
 * The older settings screen's inline portfolio form (site-and-admin.md §2 screen 8, §5 "Site-settings
 * portfolio form"): title and description required, technologies as one comma-separated field
 * (split, trimmed, empties removed).
 */
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { PortfolioProject } from "@/lib/db/schema";
import { createPortfolioProjectAction, updatePortfolioProjectAction } from "@/lib/portfolio/actions";
import { parseTechnologyList, PORTFOLIO_LIMITS, REQUIRED_FIELDS_MESSAGE } from "@/lib/validations/portfolio";
import { useActionErrorToast } from "../use-action-error-toast";

interface PortfolioInlineFormProps {
  /** The project to edit, or null to add one. */
  project: PortfolioProject | null;
  onDone: () => void;
}

/** The form; Save creates or updates, Cancel closes it. */
export function PortfolioInlineForm({ project, onDone }: PortfolioInlineFormProps) {
  const id = useId();
  const toastError = useActionErrorToast();
  const [title, setTitle] = useState(project?.title ?? "");
  const [description, setDescription] = useState(project?.description ?? "");
  const [imageUrl, setImageUrl] = useState(project?.imageUrl ?? "");
  const [projectUrl, setProjectUrl] = useState(project?.projectUrl ?? "");
  const [technologies, setTechnologies] = useState(project?.technologies.join(", ") ?? "");
  const [isVisible, setIsVisible] = useState(project?.isVisible ?? true);
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!title.trim() || !description.trim()) {
      toast.error("Error", { description: REQUIRED_FIELDS_MESSAGE });
      return;
    }
    setSaving(true);
    const input = {
      title,
      description,
      imageUrl: imageUrl || null,
      projectUrl: projectUrl || null,
      technologies: parseTechnologyList(technologies),
      isVisible,
    };
    const result = await (project ? updatePortfolioProjectAction({ id: project.id, ...input }) : createPortfolioProjectAction(input)).catch(
      () => null,
    );
    setSaving(false);
    if (!result?.ok) {
      return toastError(result?.error, { title: project ? "Failed to update project" : "Failed to create project", fallback: "Please try again." });
    }
    toast.success(project ? "Project updated" : "Project created", { description: result.data.title });
    onDone();
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={project ? `Edit ${project.title}` : "New project"}
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>Title *</Label>
          <Input id={`${id}-title`} value={title} maxLength={PORTFOLIO_LIMITS.title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-technologies`}>Technologies (comma-separated)</Label>
          <Input
            id={`${id}-technologies`}
            value={technologies}
            placeholder="React, Node.js, PostgreSQL"
            onChange={(e) => setTechnologies(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description *</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          rows={3}
          maxLength={PORTFOLIO_LIMITS.description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-image`}>Image URL</Label>
          <Input id={`${id}-image`} type="url" value={imageUrl} maxLength={PORTFOLIO_LIMITS.url} onChange={(e) => setImageUrl(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>Project URL</Label>
          <Input id={`${id}-url`} type="url" value={projectUrl} maxLength={PORTFOLIO_LIMITS.url} onChange={(e) => setProjectUrl(e.target.value)} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Switch id={`${id}-visible`} checked={isVisible} onCheckedChange={setIsVisible} />
          <Label htmlFor={`${id}-visible`}>Visible on website</Label>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : project ? "Save Changes" : "Add Project"}
          </Button>
        </div>
      </div>
    </form>
  );
}
