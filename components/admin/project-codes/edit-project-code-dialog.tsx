"use client";
/**
 * Edit Project Code: {code} (docs/spec/site-and-admin.md §2 "Admin screens" 2, §4 statuses, §5 "Edit project
 * code": status, contact name, e-mail (valid or empty), phone and notes; §8 "Update Failed").
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { ProjectCode } from "@/lib/db/schema";
import { updateProjectCodeAction } from "@/lib/project-codes/actions";
import {
  PROJECT_CODE_STATUSES,
  statusLabel,
  updateProjectCodeSchema,
  type ProjectCodeStatus,
  type UpdateProjectCodeInput,
} from "@/lib/validations/project-code";
import { DialogFormFooter } from "../dialog-form-footer";
import { useAdminAction } from "../use-admin-action";

const knownStatus = (status: string): ProjectCodeStatus =>
  (PROJECT_CODE_STATUSES as readonly string[]).includes(status) ? (status as ProjectCodeStatus) : "new";

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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Project Code: {code.code}</DialogTitle>
          <DialogDescription>Track where this client is and how to reach them.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(() => save.run(form.getValues()))} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="status"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Status</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger className="w-full">
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {PROJECT_CODE_STATUSES.map((status) => (
                        <SelectItem key={status} value={status}>
                          {statusLabel(status)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
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
            <DialogFormFooter onCancel={onClose} pending={save.pending} submitLabel="Save Changes" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
