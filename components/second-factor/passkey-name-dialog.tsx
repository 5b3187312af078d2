"use client";
/** The dialog that names a passkey: before adding one, and to rename one. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { FormDialog } from "@/components/console/form-dialog";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { passkeyName } from "@/lib/second-factor/schemas";

const nameSchema = z.object({ name: passkeyName });

/** Asks for a name (`initial` when renaming); `onSubmit` gets it, `pending` while it is saved. */
export function PasskeyNameDialog({
  title,
  submitLabel,
  initial = "",
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const form = useForm<z.input<typeof nameSchema>, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: initial },
  });
  return (
    <FormDialog
      form={form}
      className="sm:max-w-md"
      title={title}
      description="A name that tells your passkeys apart, such as the device it lives on."
      onSubmit={({ name }) => onSubmit(name)}
      onClose={onClose}
      pending={pending}
      submitLabel={submitLabel}
    >
      <LabeledField
        control={form.control}
        name="name"
        label="Name"
        render={(field) => <Input autoComplete="off" maxLength={60} {...field} />}
      />
    </FormDialog>
  );
}
