"use client";
/**
 * A project's updates on its console page (docs/decisions/quotes-and-projects.md "The projects console"):
 * short notes, newest first, each marked shared with the client or team only, with a button to change
 * that; "Add an update" opens the dialog. Every button starts with what it changes (Add, Mark), as the
 * role sweep reads a change (docs/decisions/auth-and-roles.md "Change controls follow the role").
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PenLine } from "lucide-react";
import { FormDialog } from "@/components/console/form-dialog";
import { IfMay } from "@/components/console/if-may";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { ProjectUpdate } from "@/lib/db/schema";
import { formatDateTime } from "@/lib/format/date";
import { addProjectUpdateAction, setUpdateSharedAction } from "@/lib/projects/actions";
import { projectUpdateSchema, type ProjectUpdateInput, UPDATES_SHOWN } from "@/lib/projects/schemas";

function UpdateDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const form = useForm<ProjectUpdateInput>({
    resolver: zodResolver(projectUpdateSchema),
    defaultValues: { projectId, body: "", shared: false },
  });
  const add = useAdminAction(addProjectUpdateAction, {
    form,
    errorMessage: { title: "Not saved", fallback: "The update could not be saved." },
    successMessage: "Update saved",
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title="Add an update"
      description="A short note on the project. Shared updates show on the client's page."
      onSubmit={(input) => add.run(input)}
      onClose={onClose}
      pending={add.pending}
      submitLabel="Save update"
    >
      <LabeledField
        control={form.control}
        name="body"
        label="Update"
        render={(field) => <Textarea rows={5} {...field} />}
      />
      <SwitchField control={form.control} name="shared" label="Share with the client" />
    </FormDialog>
  );
}

/** The updates of project `projectId` and the button to write one. */
export function ProjectUpdates({ projectId, updates }: { projectId: number; updates: ProjectUpdate[] }) {
  const [open, setOpen] = useState(0);
  const share = useAdminAction(setUpdateSharedAction, {
    errorMessage: { title: "Not changed", fallback: "The update could not be changed." },
    successMessage: "Update changed",
  });
  return (
    <div className="grid gap-3">
      <IfMay permission="projects.update">
        <Button variant="outline" className="w-fit" onClick={() => setOpen((n) => n + 1)}>
          <PenLine aria-hidden="true" /> Add an update
        </Button>
      </IfMay>
      {updates.length === 0 && <p className="text-sm text-muted-foreground">No updates yet.</p>}
      {updates.length >= UPDATES_SHOWN && (
        <p className="text-sm text-muted-foreground">The {UPDATES_SHOWN} newest updates.</p>
      )}
      <ul className="grid gap-3">
        {updates.map((u) => (
          <li key={u.id} className="grid gap-1 rounded-lg border p-3" data-update-id={u.id}>
            <p className="whitespace-pre-line break-words">{u.body}</p>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant={u.shared ? "default" : "secondary"}>{u.shared ? "Shared" : "Team only"}</Badge>
              <span>
                {u.author ?? "—"} · {formatDateTime(u.createdAt)}
              </span>
              <IfMay permission="projects.update">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={share.pending}
                  onClick={() => void share.run({ projectId, updateId: u.id, shared: !u.shared })}
                >
                  {u.shared ? "Mark team only" : "Mark shared with the client"}
                </Button>
              </IfMay>
            </div>
          </li>
        ))}
      </ul>
      {open > 0 && <UpdateDialog key={open} projectId={projectId} onClose={() => setOpen(0)} />}
    </div>
  );
}
