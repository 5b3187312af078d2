"use client";
/**
 * Add a chat app to a status page's subscribers (docs/decisions.md "Chat-app status page subscriptions"):
 * Slack, Discord or Teams by webhook URL, Telegram by bot token and chat id, ntfy by server and topic.
 * It counts at once; the credential is stored sealed and the list shows only its masked form.
 */
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/console/form-dialog";
import { SelectField } from "@/components/console/select-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { DEFAULT_NTFY_SERVER } from "@/lib/chat-apps/destination-input";
import { CHAT_APP_KINDS, isWebhookUrlKind } from "@/lib/chat-apps/kinds";
import { CHAT_APP_LABELS, WEBHOOK_URL_HELP } from "@/lib/chat-apps/labels";
import { addChatSubscriberAction } from "@/lib/status-subscribers/actions";
import {
  chatSubscriberSchema,
  type ChatSubscriberFormValues,
  type ChatSubscriberInput,
} from "@/lib/status-subscribers/schemas";

type TextField = "webhookUrl" | "chatId" | "serverUrl" | "topic";

export function ChatSubscriberDialog({ pageId, onClose }: { pageId: number; onClose: () => void }) {
  const form = useForm<ChatSubscriberFormValues, unknown, ChatSubscriberInput>({
    resolver: zodResolver(chatSubscriberSchema),
    defaultValues: {
      pageId,
      kind: "slack",
      webhookUrl: "",
      botToken: "",
      chatId: "",
      serverUrl: "",
      topic: "",
      accessToken: "",
    },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const add = useAdminAction(addChatSubscriberAction, {
    form,
    errorMessage: { title: "Failed to add chat app", fallback: "The chat app could not be added." },
    successMessage: "Chat app added",
    onSuccess: onClose,
  });
  const text = (name: TextField, label: string, placeholder: string, description?: string) => (
    <LabeledField
      control={form.control}
      name={name}
      label={label}
      description={description}
      render={(field) => <Input autoComplete="off" spellCheck={false} placeholder={placeholder} {...field} />}
    />
  );
  const secret = (name: "botToken" | "accessToken", label: string, description: string) => (
    <LabeledField
      control={form.control}
      name={name}
      label={label}
      description={description}
      render={(field) => <Input type="password" autoComplete="new-password" spellCheck={false} {...field} />}
    />
  );
  return (
    <FormDialog
      form={form}
      className="sm:max-w-md"
      title="Add chat app"
      description="The page's incident updates and maintenance notices are posted there."
      onSubmit={() => add.run(form.getValues())}
      onClose={onClose}
      pending={add.pending}
      submitLabel="Add chat app"
    >
      <SelectField
        control={form.control}
        name="kind"
        label="Chat app"
        choices={CHAT_APP_KINDS}
        labels={CHAT_APP_LABELS}
      />
      {isWebhookUrlKind(kind) &&
        text("webhookUrl", "Webhook URL", WEBHOOK_URL_HELP[kind].placeholder, WEBHOOK_URL_HELP[kind].help)}
      {kind === "telegram" && (
        <>
          {secret("botToken", "Bot token", "From @BotFather; add the bot to the chat first.")}
          {text("chatId", "Chat id", "-1001234567890 or @channel")}
        </>
      )}
      {kind === "ntfy" && (
        <>
          {text("serverUrl", "Server", DEFAULT_NTFY_SERVER, "Blank for the public ntfy.sh.")}
          {text(
            "topic",
            "Topic",
            "acme-status-7f3k9",
            "Anyone who knows a public topic can read it: pick one hard to guess.",
          )}
          {secret("accessToken", "Access token (optional)", "For a topic that needs a login (tk_…).")}
        </>
      )}
    </FormDialog>
  );
}
