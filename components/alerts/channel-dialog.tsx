"use client";
/**
 * Add / Edit notification channel (docs/federation-protocol.md "Alert rules"): name, kind, where it goes,
 * on or off. E-mail and SMS go to a typed address or follow a team member (their e-mail, the phone number
 * of their profile); a webhook takes one URL; each chat app asks for its own fields
 * (lib/chat-apps/destination-input.ts). A chat app's webhook URL, bot token, topic and access token are
 * never shown again: editing leaves them blank, and blank keeps the saved ones.
 */
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { createChannelAction, updateChannelAction } from "@/lib/alerts/actions";
import { CHANNEL_KIND_LABELS } from "@/lib/alerts/labels";
import type { ChannelView } from "@/lib/alerts/queries";
import type { MemberChoice } from "@/lib/alerts/member-destination";
import { formatPhoneNumber } from "@/lib/format/phone";
import {
  CHANNEL_KINDS,
  channelEditSchema,
  channelSchema,
  type AddressKind,
  type ChannelInput,
  type ChannelKind,
} from "@/lib/alerts/schemas";
import { isChatAppKind } from "@/lib/chat-apps/kinds";
import { ChatDestinationFields } from "@/components/chat-apps/chat-destination-fields";
import { FormDialog } from "@/components/console/form-dialog";
import { SelectField } from "@/components/console/select-field";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { OptOutWarning } from "@/components/sms/opt-out-warning";

/** What an address kind's target is called, and an example. */
const ADDRESS_TEXT: Record<AddressKind, { target: string; placeholder: string }> = {
  email: { target: "E-mail address", placeholder: "ops@example.com" },
  sms: { target: "Phone number", placeholder: "+1 555 123 4567" },
  webhook: { target: "URL (POST, signed with X-Signature-256)", placeholder: "https://hooks.example.com/alerts" },
};

/** The form's values for `channel` (or a new channel): a chat app's secrets start blank, its shown part filled in. */
function initialValues(channel: ChannelView | null): ChannelInput {
  const kind = (channel?.kind as ChannelKind | undefined) ?? "email";
  const target = channel?.target ?? "";
  return {
    name: channel?.name ?? "",
    kind,
    target: isChatAppKind(kind) ? "" : target,
    webhookUrl: "",
    botToken: "",
    chatId: kind === "telegram" ? target : "",
    serverUrl: kind === "ntfy" ? target : "",
    topic: "",
    accessToken: "",
    memberId: channel?.memberId ? String(channel.memberId) : "",
    enabled: channel?.enabled ?? true,
  };
}

/** The "Send to" choice that means a typed address rather than a team member. */
const TYPED = "typed";

/** The dialog: adds a channel when `channel` is null, else edits it. Mount it with a `key` per opening. */
export function ChannelDialog({
  channel,
  members,
  onClose,
}: {
  channel: ChannelView | null;
  members: MemberChoice[];
  onClose: () => void;
}) {
  const form = useForm<ChannelInput, unknown, z.output<typeof channelSchema>>({
    resolver: zodResolver(channel ? channelEditSchema : channelSchema),
    defaultValues: initialValues(channel),
  });
  const create = useAdminAction(createChannelAction, {
    form,
    errorMessage: { title: "Could not add the channel", fallback: "Please try again." },
    successMessage: "Channel added",
    onSuccess: onClose,
  });
  const update = useAdminAction(updateChannelAction, {
    form,
    errorMessage: { title: "Could not save the channel", fallback: "Please try again." },
    successMessage: "Channel saved",
    onSuccess: onClose,
  });
  const [kind, target, memberId] = useWatch({ control: form.control, name: ["kind", "target", "memberId"] });
  const followsMember = (kind === "email" || kind === "sms") && Boolean(memberId);
  const member = members.find((m) => String(m.id) === memberId);
  // Each member's e-mail or SMS number beside their name; a member without a number is named so.
  const memberLabels = Object.fromEntries([
    [TYPED, kind === "sms" ? "A phone number I type" : "An address I type"],
    ...members.map((m) => [
      String(m.id),
      `${m.name} (${kind === "sms" ? (m.phone ? formatPhoneNumber(m.phone) : "no phone number") : m.email})`,
    ]),
  ]) as Record<string, string>;
  // A saved secret is kept only while the kind stays the one it was saved for.
  const keeps = channel !== null && channel.kind === kind;
  const secretHelp = (what: string, saved?: string) =>
    keeps ? `Leave blank to keep the saved ${what}${saved ? ` (${saved})` : ""}.` : undefined;

  // The typed values are sent as they are; the server parses them again.
  function submit() {
    const values = form.getValues();
    return channel ? update.run({ id: channel.id, ...values }) : create.run(values);
  }

  const keepHelp = (what: "URL" | "token" | "topic") => secretHelp(what, what === "URL" ? channel?.target : undefined);

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
      <LabeledField
        control={form.control}
        name="name"
        label="Name"
        render={(field) => <Input autoComplete="off" {...field} />}
      />
      <SelectField
        control={form.control}
        name="kind"
        label="Kind"
        choices={CHANNEL_KINDS}
        labels={CHANNEL_KIND_LABELS}
      />
      {(kind === "email" || kind === "sms") && (
        <SelectField
          control={form.control}
          name="memberId"
          label="Send to"
          description={
            followsMember
              ? "Follows the member: a changed e-mail or phone number on their profile is used, and nothing is sent while they are deactivated."
              : undefined
          }
          choices={[TYPED, ...members.map((m) => String(m.id))]}
          labels={memberLabels}
          toChoice={(value) => (value ? value : TYPED)}
          fromChoice={(choice) => (choice === TYPED ? "" : choice)}
        />
      )}
      {!isChatAppKind(kind) && !followsMember && (
        <LabeledField
          control={form.control}
          name="target"
          label={ADDRESS_TEXT[kind].target}
          render={(field) => (
            <Input autoComplete="off" spellCheck={false} placeholder={ADDRESS_TEXT[kind].placeholder} {...field} />
          )}
        />
      )}
      {kind === "sms" && <OptOutWarning phone={(followsMember ? member?.phone : target) ?? ""} />}
      {isChatAppKind(kind) && (
        <ChatDestinationFields kind={kind} topicPlaceholder="cps-alerts-7f3k9" keepHelp={keepHelp} />
      )}
      <SwitchField control={form.control} name="enabled" label="Enabled" />
    </FormDialog>
  );
}
