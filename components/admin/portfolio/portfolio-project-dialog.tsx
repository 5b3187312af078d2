"use client";
/**
 * The add/edit dialog of Portfolio Management (site-and-admin.md §2 screen 5, §5 "Portfolio admin",
 * §8): title and description (required: "Please fill in all required fields"), Generate with AI,
 * image URL with Choose from Gallery and Capture Screenshot, project URL, technology tags and the
 * Visible on website switch. Empty URLs are saved as null.
 */
import { useState } from "react";
import { Camera, Images, Loader2, Sparkles } from "lucide-react";
import { toast } from "sonner";
import { GalleryChooser } from "@/components/admin/photos/gallery-chooser";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { PortfolioProject } from "@/lib/db/schema";
import {
  captureScreenshotAction,
  createPortfolioProjectAction,
  generateDescriptionAction,
  updatePortfolioProjectAction,
} from "@/lib/portfolio/actions";
import { PORTFOLIO_LIMITS, REQUIRED_FIELDS_MESSAGE } from "@/lib/validations/portfolio";
import { DialogFormFooter } from "../dialog-form-footer";
import { useActionErrorToast } from "../use-action-error-toast";
import { TechnologyTagsInput } from "./technology-tags-input";

interface PortfolioProjectDialogProps {
  /** The project being edited, or null to add one. */
  project: PortfolioProject | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Fields {
  title: string;
  description: string;
  imageUrl: string;
  projectUrl: string;
  technologies: string[];
  isVisible: boolean;
}

function fieldsOf(project: PortfolioProject | null): Fields {
  return {
    title: project?.title ?? "",
    description: project?.description ?? "",
    imageUrl: project?.imageUrl ?? "",
    projectUrl: project?.projectUrl ?? "",
    technologies: project?.technologies ?? [],
    isVisible: project?.isVisible ?? true,
  };
}

/** The dialog; its fields start from `project` each time it opens (mount it with a `key` per project). */
export function PortfolioProjectDialog({ project, open, onOpenChange }: PortfolioProjectDialogProps) {
  const toastError = useActionErrorToast();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(project));
  const [busy, setBusy] = useState<"saving" | "generating" | "capturing" | null>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  const editing = project !== null;

  function set<K extends keyof Fields>(key: K, value: Fields[K]) {
    setFields((previous) => ({ ...previous, [key]: value }));
    if (key === "imageUrl") setPreviewFailed(false);
  }

  async function generate() {
    if (!fields.title.trim()) {
      toast.error("Title required", { description: "Please enter a project title first" });
      return;
    }
    setBusy("generating");
    const result = await generateDescriptionAction({
      title: fields.title,
      projectUrl: fields.projectUrl,
      technologies: fields.technologies,
    }).catch(() => null);
    setBusy(null);
    if (!result?.ok) return toastError(result?.error, { title: "Failed to generate description", fallback: "Please try again." });
    set("description", result.data.description);
    toast.success("Description generated");
  }

  async function capture() {
    if (!fields.projectUrl.trim()) {
      toast.error("Project URL required", { description: "Please enter a project URL first" });
      return;
    }
    setBusy("capturing");
    const result = await captureScreenshotAction({ url: fields.projectUrl }).catch(() => null);
    setBusy(null);
    if (!result?.ok) return toastError(result?.error, { title: "Failed to capture screenshot", fallback: "Please try again." });
    set("imageUrl", result.data.screenshotUrl);
    toast.success("Screenshot captured", { description: "It is now the project's image. Save to keep it." });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!fields.title.trim() || !fields.description.trim()) {
      toast.error("Error", { description: REQUIRED_FIELDS_MESSAGE });
      return;
    }
    setBusy("saving");
    const input = { ...fields, imageUrl: fields.imageUrl || null, projectUrl: fields.projectUrl || null };
    const result = await (project ? updatePortfolioProjectAction({ id: project.id, ...input }) : createPortfolioProjectAction(input)).catch(
      () => null,
    );
    setBusy(null);
    if (!result?.ok) {
      return toastError(result?.error, {
        title: editing ? "Failed to update project" : "Failed to create project",
        fallback: "Please try again.",
      });
    }
    toast.success(editing ? "Project updated" : "Project created", { description: result.data.title });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => busy !== "saving" && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Portfolio Project" : "Add Portfolio Project"}</DialogTitle>
          <DialogDescription>Projects marked visible appear in the portfolio on the website.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="project-title">Title *</Label>
            <Input
              id="project-title"
              value={fields.title}
              maxLength={PORTFOLIO_LIMITS.title}
              required
              onChange={(event) => set("title", event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor="project-description">Description *</Label>
              <Button type="button" variant="outline" size="sm" onClick={generate} disabled={busy !== null}>
                {busy === "generating" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                {busy === "generating" ? "Generating..." : "Generate with AI"}
              </Button>
            </div>
            <Textarea
              id="project-description"
              value={fields.description}
              rows={4}
              maxLength={PORTFOLIO_LIMITS.description}
              required
              onChange={(event) => set("description", event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="project-image-url">Image URL</Label>
            <Input
              id="project-image-url"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={fields.imageUrl}
              maxLength={PORTFOLIO_LIMITS.url}
              onChange={(event) => set("imageUrl", event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setGalleryOpen(true)} disabled={busy !== null}>
                <Images aria-hidden="true" />
                Choose from Gallery
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={capture} disabled={busy !== null}>
                {busy === "capturing" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Camera aria-hidden="true" />}
                {busy === "capturing" ? "Capturing..." : "Capture Screenshot"}
              </Button>
            </div>
            {fields.imageUrl.trim() && !previewFailed && (
              // eslint-disable-next-line @next/next/no-img-element -- any host an admin enters; next/image would need each allow-listed
              <img
                src={fields.imageUrl.trim()}
                alt="Preview of the project image"
                className="aspect-video w-full max-w-sm rounded-md border object-cover"
                onError={() => setPreviewFailed(true)}
              />
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="project-url">Project URL</Label>
            <Input
              id="project-url"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={fields.projectUrl}
              maxLength={PORTFOLIO_LIMITS.url}
              onChange={(event) => set("projectUrl", event.target.value)}
            />
          </div>
          <TechnologyTagsInput id="project-technology" value={fields.technologies} onChange={(list) => set("technologies", list)} />
          <div className="flex items-center gap-3">
            <Switch id="project-visible" checked={fields.isVisible} onCheckedChange={(checked) => set("isVisible", checked)} />
            <Label htmlFor="project-visible">Visible on website</Label>
          </div>
          <DialogFormFooter
            onCancel={() => onOpenChange(false)}
            pending={busy === "saving"}
            disabled={busy !== null}
            submitLabel={editing ? "Save Changes" : "Add Project"}
          />
        </form>
        <GalleryChooser open={galleryOpen} onOpenChange={setGalleryOpen} onSelect={(url) => set("imageUrl", url)} />
      </DialogContent>
    </Dialog>
  );
}
