"use client";
/**
 * The older settings screen's inline portfolio form (docs/spec/site-and-admin.md §2 screen 8, §5 "Site-settings
 * portfolio form"): title and description required, technologies as one comma-separated field
 * (split, trimmed, empties removed).
 */
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { PortfolioProject } from "@/lib/db/schema";
import { createPortfolioProjectAction, updatePortfolioProjectAction } from "@/lib/portfolio/actions";
import { parseTechnologyList, PORTFOLIO_LIMITS, REQUIRED_FIELDS_MESSAGE } from "@/lib/portfolio/schemas";
import { useAdminAction } from "@/components/console/use-admin-action";

interface PortfolioInlineFormProps {
  /** The project to edit, or null to add one. */
  project: PortfolioProject | null;
  onDone: () => void;
}

/** The fields as typed; technologies as one comma-separated text. */
interface Fields {
  title: string;
  description: string;
  imageUrl: string;
  projectUrl: string;
  technologies: string;
  isVisible: boolean;
}

/**
 * The form; Save creates or updates, Cancel closes it. As in the dialog, the browser checks the
 * required fields with the spec's toast and the server's message arrives in the failure toast.
 */
export function PortfolioInlineForm({ project, onDone }: PortfolioInlineFormProps) {
  const id = useId();
  const form = useForm<Fields>({
    defaultValues: {
      title: project?.title ?? "",
      description: project?.description ?? "",
      imageUrl: project?.imageUrl ?? "",
      projectUrl: project?.projectUrl ?? "",
      technologies: project?.technologies.join(", ") ?? "",
      isVisible: project?.isVisible ?? true,
    },
  });
  const options = {
    errorMessage: {
      title: project ? "Failed to update project" : "Failed to create project",
      fallback: "Please try again.",
    },
    successMessage: (saved: { title: string }) => ({
      title: project ? "Project updated" : "Project created",
      description: saved.title,
    }),
    onSuccess: onDone,
  };
  const create = useAdminAction(createPortfolioProjectAction, options);
  const update = useAdminAction(updatePortfolioProjectAction, options);
  const saving = create.pending || update.pending;

  function save({ technologies, imageUrl, projectUrl, ...fields }: Fields) {
    if (!fields.title.trim() || !fields.description.trim()) {
      toast.error("Error", { description: REQUIRED_FIELDS_MESSAGE });
      return;
    }
    const input = {
      ...fields,
      imageUrl: imageUrl || null,
      projectUrl: projectUrl || null,
      technologies: parseTechnologyList(technologies),
    };
    return project ? update.run({ id: project.id, ...input }) : create.run(input);
  }

  return (
    <form
      onSubmit={form.handleSubmit(save)}
      noValidate
      aria-label={project ? `Edit ${project.title}` : "New project"}
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>Title *</Label>
          <Input id={`${id}-title`} maxLength={PORTFOLIO_LIMITS.title} {...form.register("title")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-technologies`}>Technologies (comma-separated)</Label>
          <Input
            id={`${id}-technologies`}
            placeholder="React, Node.js, PostgreSQL"
            {...form.register("technologies")}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description *</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          maxLength={PORTFOLIO_LIMITS.description}
          {...form.register("description")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-image`}>Image URL</Label>
          <Input id={`${id}-image`} type="url" maxLength={PORTFOLIO_LIMITS.url} {...form.register("imageUrl")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>Project URL</Label>
          <Input id={`${id}-url`} type="url" maxLength={PORTFOLIO_LIMITS.url} {...form.register("projectUrl")} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="isVisible"
            render={({ field }) => (
              <Switch id={`${id}-visible`} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
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
