"use client";
/**
 * The draft dialogs of Project Code Management (site-and-admin.md §2 "Admin screens" 3): View Full
 * Draft, and Edit Draft with a 15-row textarea.
 */
import { useState } from "react";
import { toast } from "sonner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ProjectCode } from "@/lib/db/schema";
import { updateProjectDraftAction } from "@/lib/project-codes/actions";
import { updateProjectDraftSchema } from "@/lib/validations/project-code";
import { DialogFormFooter } from "../dialog-form-footer";
import { useActionErrorToast } from "../use-action-error-toast";

/** The whole draft of `code`, read-only. */
export function ViewDraftDialog({ code, onClose }: { code: ProjectCode; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Project Draft: {code.code}</DialogTitle>
          <DialogDescription>The proposal the client sees after redeeming the code.</DialogDescription>
        </DialogHeader>
        {/* Focusable so keyboard users can scroll a long draft. */}
        <pre
          tabIndex={0}
          aria-label={`Draft of ${code.code}`}
          className="max-h-[60vh] overflow-auto rounded-md bg-muted p-4 font-sans text-sm whitespace-pre-wrap focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {code.projectIdea}
        </pre>
      </DialogContent>
    </Dialog>
  );
}

/** Edits the draft of `code`; mount it with a `key` per code. */
export function EditDraftDialog({ code, onClose }: { code: ProjectCode; onClose: () => void }) {
  const toastError = useActionErrorToast();
  const [draft, setDraft] = useState(code.projectIdea);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = updateProjectDraftSchema.safeParse({ id: code.id, projectIdea: draft });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Invalid draft");
    setError(null);
    setSaving(true);
    const result = await updateProjectDraftAction({ id: code.id, projectIdea: draft }).catch(() => null);
    setSaving(false);
    if (!result?.ok) return toastError(result?.error, { title: "Update Failed", fallback: "Failed to update project code" });
    toast.success("Draft saved", { description: code.code });
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Draft: {code.code}</DialogTitle>
          <DialogDescription>Keep the OVERVIEW section first: it is the summary shown in the lists.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="draft-text">Draft</Label>
            <Textarea
              id="draft-text"
              rows={15}
              className="field-sizing-fixed font-mono text-sm"
              value={draft}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "draft-error" : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            {error && (
              <p id="draft-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFormFooter onCancel={onClose} pending={saving} submitLabel="Save Draft" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
