"use client";
/**
 * Edit Project Code: {code} (docs/spec/site-and-admin.md §2 "Admin screens" 2, §4 statuses, §5 "Edit project
 * code": status, contact name, e-mail (valid or empty), phone and notes; §8 "Update Failed").
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ProjectCode } from "@/lib/db/schema";
import { statusLabel } from "@/lib/leads/labels";
import { updateProjectCodeAction } from "@/lib/project-codes/actions";
import {
  PROJECT_CODE_STATUSES,
  updateProjectCodeSchema,
  type ProjectCodeStatus,
  type UpdateProjectCodeInput,
} from "@/lib/project-codes/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { SelectField } from "@/components/console/select-field";
import { useAdminAction } from "@/components/console/use-admin-action";

const knownStatus = (status: string): ProjectCodeStatus =>
  (PROJECT_CODE_STATUSES as readonly string[]).includes(status) ? (status as ProjectCodeStatus) : "new";

const STATUS_LABELS = Object.fromEntries(
  PROJECT_CODE_STATUSES.map((status) => [status, statusLabel(status)]),
) as Record<ProjectCodeStatus, string>;

/** The dialog for `code`; mount it with a `key` per code so the form starts from that code. */
export function EditProjectCodeDialog({ code, onClose }: { code: ProjectCode; onClose: () => void }) {
  // The server parses again (blank → null); the form keeps and sends what was typed.
  const form = useForm<UpdateProjectCodeInput, unknown, z.output<typeof updateProjectCodeSchema>>({
    resolver: zodResolver(updateProjectCodeSchema),
    defaultValues: {
      id: code.id,
      status: knownStatus(code.status),
      contactName: code.contactName ?? "",
      contactEmail: code.contactEmail ?? "",
      contactPhone: code.contactPhone ?? "",
      notes: code.notes ?? "",
    },
  });

  const save = useAdminAction(updateProjectCodeAction, {
    form,
    errorMessage: { title: "Update Failed", fallback: "Failed to update project code" },
    successMessage: { title: "Project code updated", description: code.code },
    onSuccess: onClose,
  });

  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title={`Edit Project Code: ${code.code}`}
      description="Track where this client is and how to reach them."
      onSubmit={() => save.run(form.getValues())}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Save Changes"
    >
      <SelectField
        control={form.control}
        name="status"
        label="Status"
        choices={PROJECT_CODE_STATUSES}
        labels={STATUS_LABELS}
      />
      <LabeledField
        control={form.control}
        name="contactName"
        label="Contact Name"
        render={(field) => <Input autoComplete="off" {...field} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField
          control={form.control}
          name="contactEmail"
          label="Contact Email"
          render={(field) => <Input type="email" autoComplete="off" {...field} />}
        />
        <LabeledField
          control={form.control}
          name="contactPhone"
          label="Contact Phone"
          render={(field) => <Input type="tel" autoComplete="off" {...field} />}
        />
      </div>
      <LabeledField
        control={form.control}
        name="notes"
        label="Notes"
        render={(field) => <Textarea rows={4} {...field} />}
      />
    </FormDialog>
  );
}
