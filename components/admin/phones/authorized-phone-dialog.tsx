"use client";
/**
 * Add Authorized Phone / Edit Authorized Phone (site-and-admin.md §2 "Admin screens" 4): phone number
 * (locked when editing), owner name, description; §8 "Add Failed" / "Update Failed".
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { createAuthorizedPhoneAction, updateAuthorizedPhoneAction } from "@/app/(admin)/phone-management/actions";
import type { AuthorizedPhone } from "@/lib/db/schema";
import { formatPhoneNumber } from "@/lib/sms/phone-number";
import { createAuthorizedPhoneSchema, type AuthorizedPhoneFormValues } from "@/lib/validations/authorized-phone";
import { DialogFormFooter } from "../dialog-form-footer";
import { useActionErrorToast } from "../use-action-error-toast";

/** The dialog: adds a number when `phone` is null, else edits `phone`. Mount it with a `key` per opening. */
export function AuthorizedPhoneDialog({ phone, onClose }: { phone: AuthorizedPhone | null; onClose: () => void }) {
  const toastError = useActionErrorToast();
  const editing = phone !== null;
  const form = useForm<AuthorizedPhoneFormValues, unknown, z.output<typeof createAuthorizedPhoneSchema>>({
    resolver: zodResolver(createAuthorizedPhoneSchema),
    defaultValues: { phoneNumber: phone?.phoneNumber ?? "", ownerName: phone?.ownerName ?? "", description: phone?.description ?? "" },
  });

  async function onValid() {
    const { phoneNumber, ownerName, description } = form.getValues();
    if (phone) {
      const result = await updateAuthorizedPhoneAction({ id: phone.id, ownerName, description }).catch(() => null);
      if (!result?.ok) return toastError(result?.error, { title: "Update Failed", fallback: "Failed to update phone number" });
      toast.success("Phone number updated", { description: formatPhoneNumber(phone.phoneNumber) });
    } else {
      const result = await createAuthorizedPhoneAction({ phoneNumber, ownerName, description }).catch(() => null);
      if (!result?.ok) return toastError(result?.error, { title: "Add Failed", fallback: "Failed to add phone number" });
      toast.success("Phone number added", { description: formatPhoneNumber(result.data.phoneNumber) });
    }
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Authorized Phone" : "Add Authorized Phone"}</DialogTitle>
          <DialogDescription>
            An active authorized phone can text CODE;Description to create exactly that project code.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="phoneNumber"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Phone Number</FormLabel>
                  <FormControl>
                    <Input type="tel" autoComplete="off" placeholder="+1 555 123 4567" {...field} disabled={editing} />
                  </FormControl>
                  <FormDescription>
                    {editing ? "The number cannot be changed; delete it and add a new one instead." : "Stored in international form, e.g. +15551234567."}
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <LabeledField
              control={form.control}
              name="ownerName"
              label="Owner Name"
              render={(field) => <Input autoComplete="off" {...field} />}
            />
            <LabeledField
              control={form.control}
              name="description"
              label="Description"
              render={(field) => <Textarea rows={3} placeholder="Optional" {...field} value={field.value ?? ""} />}
            />
            <DialogFormFooter onCancel={onClose} pending={form.formState.isSubmitting} submitLabel={editing ? "Save Changes" : "Add Phone"} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
