"use client";
/**
 * The add/edit dialog of Portfolio Management (docs/spec/site-and-admin.md §2 screen 5, §5 "Portfolio admin",
 * §8): title and description (required: "Please fill in all required fields"), Generate with AI,
 * image URL with Choose from Gallery and Capture Screenshot, project URL, technology tags and the
 * Visible on website switch, and the Featured on the home page switch (docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging"). Empty URLs are saved as null.
 */
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Camera, Images, Loader2, Sparkles } from "lucide-react";
import { toast } from "sonner";
import { GalleryChooser } from "@/components/photos/gallery-chooser";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PortfolioProject } from "@/lib/db/schema";
import {
  captureScreenshotAction,
  createPortfolioProjectAction,
  generateDescriptionAction,
  updatePortfolioProjectAction,
} from "@/lib/portfolio/actions";
import { PORTFOLIO_LIMITS, REQUIRED_FIELDS_MESSAGE } from "@/lib/portfolio/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { ProjectSharePreview } from "./project-share-preview";
import { TechnologyTagsInput } from "./technology-tags-input";

interface Fields {
  title: string;
  description: string;
  imageUrl: string;
  projectUrl: string;
  technologies: string[];
  isVisible: boolean;
  isFeatured: boolean;
}

/** An http(s) address field of the dialog (image, project). */
function UrlInput(props: React.ComponentProps<"input">) {
  return <Input type="url" inputMode="url" placeholder="https://" maxLength={PORTFOLIO_LIMITS.url} {...props} />;
}

function fieldsOf(project: PortfolioProject | null): Fields {
  return {
    title: project?.title ?? "",
    description: project?.description ?? "",
    imageUrl: project?.imageUrl ?? "",
    projectUrl: project?.projectUrl ?? "",
    technologies: project?.technologies ?? [],
    isVisible: project?.isVisible ?? true,
    isFeatured: project?.isFeatured ?? false,
  };
}

/**
 * The dialog: adds a project when `project` is null, else edits it; mount it with a `key` per opening.
 * The browser checks only the required fields, with the spec's toast; the server checks the rest
 * (URLs, limits): its message comes back in the failure toast and under the field it names.
 */
export function PortfolioProjectDialog({
  project,
  onClose,
}: {
  project: PortfolioProject | null;
  onClose: () => void;
}) {
  const form = useForm<Fields>({ defaultValues: fieldsOf(project) });
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" }).trim();
  const [galleryOpen, setGalleryOpen] = useState(false);
  // The image URL whose preview failed to load; another URL gets a fresh try.
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const editing = project !== null;

  const create = useAdminAction(createPortfolioProjectAction, {
    form,
    errorMessage: { title: "Failed to create project", fallback: "Please try again." },
    successMessage: (saved) => ({ title: "Project created", description: saved.title }),
    onSuccess: onClose,
  });
  const update = useAdminAction(updatePortfolioProjectAction, {
    form,
    errorMessage: { title: "Failed to update project", fallback: "Please try again." },
    successMessage: (saved) => ({ title: "Project updated", description: saved.title }),
    onSuccess: onClose,
  });
  const generate = useAdminAction(generateDescriptionAction, {
    errorMessage: { title: "Failed to generate description", fallback: "Please try again." },
    successMessage: "Description generated",
    onSuccess: ({ description }) => form.setValue("description", description),
  });
  const capture = useAdminAction(captureScreenshotAction, {
    errorMessage: { title: "Failed to capture screenshot", fallback: "Please try again." },
    successMessage: { title: "Screenshot captured", description: "It is now the project's image. Save to keep it." },
    onSuccess: ({ screenshotUrl }) => form.setValue("imageUrl", screenshotUrl),
  });
  const helperRunning = generate.pending || capture.pending;
  const busy = create.pending || update.pending || helperRunning;

  function onGenerate() {
    const { title, projectUrl, technologies } = form.getValues();
    if (!title.trim()) {
      toast.error("Title required", { description: "Please enter a project title first" });
      return;
    }
    void generate.run({ title, projectUrl, technologies });
  }

  function onCapture() {
    const { projectUrl } = form.getValues();
    if (!projectUrl.trim()) {
      toast.error("Project URL required", { description: "Please enter a project URL first" });
      return;
    }
    void capture.run({ url: projectUrl });
  }

  function save(fields: Fields) {
    if (!fields.title.trim() || !fields.description.trim()) {
      toast.error("Error", { description: REQUIRED_FIELDS_MESSAGE });
      return;
    }
    const input = { ...fields, imageUrl: fields.imageUrl || null, projectUrl: fields.projectUrl || null };
    return project ? update.run({ id: project.id, ...input }) : create.run(input);
  }

  return (
    <>
      <FormDialog
        form={form}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        title={editing ? "Edit Portfolio Project" : "Add Portfolio Project"}
        description="Projects marked visible appear in the portfolio on the website."
        onSubmit={save}
        onClose={onClose}
        pending={create.pending || update.pending}
        submitDisabled={helperRunning}
        submitLabel={editing ? "Save Changes" : "Add Project"}
      >
        <LabeledField
          control={form.control}
          name="title"
          label="Title *"
          render={(field) => <Input maxLength={PORTFOLIO_LIMITS.title} required {...field} />}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between gap-2">
                <FormLabel>Description *</FormLabel>
                <Button type="button" variant="outline" size="sm" onClick={onGenerate} disabled={busy}>
                  {generate.pending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Sparkles aria-hidden="true" />
                  )}
                  {generate.pending ? "Generating..." : "Generate with AI"}
                </Button>
              </div>
              <FormControl>
                <Textarea rows={4} maxLength={PORTFOLIO_LIMITS.description} required {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Image URL</FormLabel>
              <FormControl>
                <UrlInput {...field} />
              </FormControl>
              <FormMessage />
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => setGalleryOpen(true)} disabled={busy}>
                  <Images aria-hidden="true" />
                  Choose from Gallery
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={onCapture} disabled={busy}>
                  {capture.pending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Camera aria-hidden="true" />
                  )}
                  {capture.pending ? "Capturing..." : "Capture Screenshot"}
                </Button>
              </div>
              {imageUrl && failedPreview !== imageUrl && (
                // eslint-disable-next-line @next/next/no-img-element -- any host an admin enters; next/image would need each allow-listed
                <img
                  src={imageUrl}
                  alt="Preview of the project image"
                  className="aspect-video w-full max-w-sm rounded-md border object-cover"
                  onError={() => setFailedPreview(imageUrl)}
                />
              )}
            </FormItem>
          )}
        />
        <LabeledField
          control={form.control}
          name="projectUrl"
          label="Project URL"
          render={(field) => <UrlInput {...field} />}
        />
        <Controller
          control={form.control}
          name="technologies"
          render={({ field }) => (
            <TechnologyTagsInput id="project-technology" value={field.value} onChange={field.onChange} />
          )}
        />
        <SwitchField control={form.control} name="isVisible" label="Visible on website" />
        <SwitchField control={form.control} name="isFeatured" label="Featured on the home page" />
        {project && <ProjectSharePreview project={project} />}
      </FormDialog>
      {/* Beside the form, not in it: the gallery's own search form must not submit the project. */}
      <GalleryChooser
        open={galleryOpen}
        onOpenChange={setGalleryOpen}
        onSelect={(url) => form.setValue("imageUrl", url)}
      />
    </>
  );
}
