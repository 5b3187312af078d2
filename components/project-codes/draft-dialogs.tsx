"use client";
/**
 * The draft dialogs of Project Code Management (docs/spec/site-and-admin.md §2 "Admin screens" 3): View Full
 * Draft, and Edit Draft with a 15-row textarea.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { ProjectCode } from "@/lib/db/schema";
import { updateProjectDraftAction } from "@/lib/project-codes/actions";
import { updateProjectDraftSchema } from "@/lib/project-codes/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";

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
          {code.draft}
        </pre>
      </DialogContent>
    </Dialog>
  );
}

/** Edits the draft of `code`; mount it with a `key` per code. */
export function EditDraftDialog({ code, onClose }: { code: ProjectCode; onClose: () => void }) {
  const form = useForm<z.input<typeof updateProjectDraftSchema>, unknown, z.output<typeof updateProjectDraftSchema>>({
    resolver: zodResolver(updateProjectDraftSchema),
    defaultValues: { id: code.id, projectIdea: code.draft },
  });
  const save = useAdminAction(updateProjectDraftAction, {
    form,
    errorMessage: { title: "Update Failed", fallback: "Failed to update project code" },
    successMessage: { title: "Draft saved", description: code.code },
    onSuccess: onClose,
  });

  return (
    <FormDialog
      form={form}
      className="sm:max-w-2xl"
      title={`Edit Draft: ${code.code}`}
      description="Keep the OVERVIEW section first: it is the summary shown in the lists."
      // The typed text is sent as it is; the server parses it again.
      onSubmit={() => save.run(form.getValues())}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Save Draft"
    >
      <LabeledField
        control={form.control}
        name="projectIdea"
        label="Draft"
        render={(field) => <Textarea rows={15} className="field-sizing-fixed font-mono text-sm" {...field} />}
      />
    </FormDialog>
  );
}
