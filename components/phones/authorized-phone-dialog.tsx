"use client";
/**
 * Add Authorized Phone / Edit Authorized Phone (docs/spec/site-and-admin.md §2 "Admin screens" 4): phone number
 * (locked when editing), owner name, description; §8 "Add Failed" / "Update Failed".
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { createAuthorizedPhoneAction, updateAuthorizedPhoneAction } from "@/lib/phones/actions";
import type { AuthorizedPhone } from "@/lib/db/schema";
import { formatPhoneNumber } from "@/lib/format/phone";
import { createAuthorizedPhoneSchema, type AuthorizedPhoneFormValues } from "@/lib/phones/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { PhoneNumberField } from "@/components/console/phone-number-field";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The dialog: adds a number when `phone` is null, else edits `phone`. Mount it with a `key` per opening. */
export function AuthorizedPhoneDialog({ phone, onClose }: { phone: AuthorizedPhone | null; onClose: () => void }) {
  const editing = phone !== null;
  const form = useForm<AuthorizedPhoneFormValues, unknown, z.output<typeof createAuthorizedPhoneSchema>>({
    resolver: zodResolver(createAuthorizedPhoneSchema),
    defaultValues: {
      phoneNumber: phone?.phoneNumber ?? "",
      ownerName: phone?.ownerName ?? "",
      description: phone?.description ?? "",
    },
  });

  const create = useAdminAction(createAuthorizedPhoneAction, {
    form,
    errorMessage: { title: "Add Failed", fallback: "Failed to add phone number" },
    successMessage: (added) => ({ title: "Phone number added", description: formatPhoneNumber(added.phoneNumber) }),
    onSuccess: onClose,
  });
  const update = useAdminAction(updateAuthorizedPhoneAction, {
    form,
    errorMessage: { title: "Update Failed", fallback: "Failed to update phone number" },
    successMessage: { title: "Phone number updated", description: formatPhoneNumber(phone?.phoneNumber ?? "") },
    onSuccess: onClose,
  });

  // The typed values are sent as they are; the server parses them again.
  function submit() {
    const { phoneNumber, ownerName, description } = form.getValues();
    return phone
      ? update.run({ id: phone.id, ownerName, description })
      : create.run({ phoneNumber, ownerName, description });
  }

  return (
    <FormDialog
      form={form}
      className="sm:max-w-md"
      title={editing ? "Edit Authorized Phone" : "Add Authorized Phone"}
      description="An active authorized phone can text CODE;Description to create exactly that project code."
      onSubmit={submit}
      onClose={onClose}
      pending={create.pending || update.pending}
      submitLabel={editing ? "Save Changes" : "Add Phone"}
    >
      <PhoneNumberField
        control={form.control}
        name="phoneNumber"
        disabled={editing}
        description={
          editing
            ? "The number cannot be changed; delete it and add a new one instead."
            : "Stored in international form, e.g. +15551234567."
        }
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
    </FormDialog>
  );
}
