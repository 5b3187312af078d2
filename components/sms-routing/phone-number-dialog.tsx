"use client";
/**
 * Add Number / Edit Number (docs/sms.md "Routing"): number (E.164; locked when editing, as on
 * /phone-management), provider, description, active, and what happens to a message no route matches.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { createPhoneNumberAction, updatePhoneNumberAction } from "@/lib/sms-intake/routing/actions";
import type { PhoneNumberConfig } from "@/lib/db/schema";
import { formatPhoneNumber } from "@/lib/format/phone";
import {
  NO_MATCH_ACTIONS,
  phoneNumberConfigSchema,
  type PhoneNumberFormValues,
} from "@/lib/sms-intake/routing/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { PhoneNumberField } from "@/components/console/phone-number-field";
import { SelectField } from "@/components/console/select-field";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { NO_MATCH_LABELS } from "@/lib/sms-intake/routing/labels";

/** The dialog: adds a number when `number` is null, else edits it. Mount it with a `key` per opening. */
export function PhoneNumberDialog({ number, onClose }: { number: PhoneNumberConfig | null; onClose: () => void }) {
  const editing = number !== null;
  const form = useForm<PhoneNumberFormValues, unknown, z.output<typeof phoneNumberConfigSchema>>({
    resolver: zodResolver(phoneNumberConfigSchema),
    defaultValues: {
      phoneNumber: number?.phoneNumber ?? "",
      provider: number?.provider ?? "twilio",
      description: number?.description ?? "",
      isActive: number?.isActive ?? true,
      noMatchAction: number?.noMatchAction === "reject" ? "reject" : "project_code",
    },
  });

  const options = {
    form,
    errorMessage: {
      title: editing ? "Failed to update phone number" : "Failed to add phone number",
      fallback: "Please try again.",
    },
    successMessage: (saved: { phoneNumber: string }) => ({
      title: editing ? "Phone number updated" : "Phone number added",
      description: formatPhoneNumber(saved.phoneNumber),
    }),
    onSuccess: onClose,
  };
  const create = useAdminAction(createPhoneNumberAction, options);
  const update = useAdminAction(updatePhoneNumberAction, options);

  // The typed values are sent as they are; the server parses them again.
  function submit() {
    const { phoneNumber, ...fields } = form.getValues();
    return number ? update.run({ id: number.id, ...fields }) : create.run({ phoneNumber, ...fields });
  }

  return (
    <FormDialog
      form={form}
      className="sm:max-w-md"
      title={editing ? "Edit Number" : "Add Number"}
      description="A number that receives texts. Routes can be limited to one number."
      onSubmit={submit}
      onClose={onClose}
      pending={create.pending || update.pending}
      submitLabel={editing ? "Save Changes" : "Add Number"}
    >
      <PhoneNumberField
        control={form.control}
        name="phoneNumber"
        disabled={editing}
        description={editing ? "The number cannot be changed." : "Stored in international form, e.g. +15551234567."}
      />
      <LabeledField
        control={form.control}
        name="provider"
        label="Provider"
        render={(field) => <Input autoComplete="off" maxLength={20} {...field} value={field.value ?? ""} />}
      />
      <LabeledField
        control={form.control}
        name="description"
        label="Description"
        render={(field) => <Textarea rows={2} placeholder="Optional" {...field} value={field.value ?? ""} />}
      />
      <SelectField
        control={form.control}
        name="noMatchAction"
        label="When no route matches"
        choices={NO_MATCH_ACTIONS}
        labels={NO_MATCH_LABELS}
      />
      <SwitchField control={form.control} name="isActive" label="Active" />
    </FormDialog>
  );
}
