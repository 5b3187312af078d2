"use client";
/** Add / Edit notification channel (docs/federation-protocol.md "Alert rules"): name, kind (e-mail, SMS, webhook), its target, on or off. */
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { createChannelAction, updateChannelAction } from "@/lib/alerts/actions";
import type { NotificationChannel } from "@/lib/db/schema";
import { CHANNEL_KINDS, channelSchema, type ChannelInput, type ChannelKind } from "@/lib/alerts/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { SelectField } from "@/components/console/select-field";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { OptOutWarning } from "@/components/sms/opt-out-warning";

/** Each kind's label and what its target is. */
export const CHANNEL_KIND_TEXT: Record<ChannelKind, { label: string; target: string; placeholder: string }> = {
  email: { label: "E-mail", target: "E-mail address", placeholder: "ops@example.com" },
  sms: { label: "SMS", target: "Phone number", placeholder: "+1 555 123 4567" },
  webhook: { label: "Webhook", target: "URL (POST, signed with X-Signature-256)", placeholder: "https://hooks.example.com/alerts" },
};

const KIND_LABELS = Object.fromEntries(CHANNEL_KINDS.map((k) => [k, CHANNEL_KIND_TEXT[k].label])) as Record<ChannelKind, string>;

/** The dialog: adds a channel when `channel` is null, else edits it. Mount it with a `key` per opening. */
export function ChannelDialog({ channel, onClose }: { channel: NotificationChannel | null; onClose: () => void }) {
  const form = useForm<ChannelInput, unknown, z.output<typeof channelSchema>>({
    resolver: zodResolver(channelSchema),
    defaultValues: { name: channel?.name ?? "", kind: (channel?.kind as ChannelKind | undefined) ?? "email", target: channel?.target ?? "", enabled: channel?.enabled ?? true },
  });
  const create = useAdminAction(createChannelAction, {
    form,
    errorMessage: { title: "Could not add the channel", fallback: "Please try again." },
    successMessage: "Channel added",
    onSuccess: onClose,
  });
  const update = useAdminAction(updateChannelAction, {
    errorMessage: { title: "Could not save the channel", fallback: "Please try again." },
    successMessage: "Channel saved",
    onSuccess: onClose,
  });
  const [kind, target] = useWatch({ control: form.control, name: ["kind", "target"] });

  function submit() {
    const values = form.getValues();
    return channel ? update.run({ id: channel.id, channel: values }) : create.run(values);
  }

  return (
    <FormDialog
      form={form}
      className="sm:max-w-md"
      title={channel ? "Edit channel" : "Add channel"}
      description="Where alerts go. A rule sends to the channels it picks."
      onSubmit={submit}
      onClose={onClose}
      pending={create.pending || update.pending}
      submitLabel={channel ? "Save Changes" : "Add Channel"}
    >
      <LabeledField control={form.control} name="name" label="Name" render={(field) => <Input autoComplete="off" {...field} />} />
      <SelectField control={form.control} name="kind" label="Kind" choices={CHANNEL_KINDS} labels={KIND_LABELS} />
      <LabeledField
        control={form.control}
        name="target"
        label={CHANNEL_KIND_TEXT[kind].target}
        render={(field) => <Input autoComplete="off" placeholder={CHANNEL_KIND_TEXT[kind].placeholder} {...field} />}
      />
      {kind === "sms" && <OptOutWarning phone={target} />}
      <SwitchField control={form.control} name="enabled" label="Enabled" />
    </FormDialog>
  );
}
