"use client";
/**
 * Add a chat app to a status page's subscribers (docs/decisions/status-pages.md "Chat-app status page subscriptions"):
 * Slack, Discord or Teams by webhook URL, Telegram by bot token and chat id, ntfy by server and topic.
 * It counts at once; the credential is stored sealed and the list shows only its masked form.
 */
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/console/form-dialog";
import { SelectField } from "@/components/console/select-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { ChatDestinationFields } from "@/components/chat-apps/chat-destination-fields";
import { CHAT_APP_KINDS } from "@/lib/chat-apps/kinds";
import { CHAT_APP_LABELS } from "@/lib/chat-apps/labels";
import { addChatSubscriberAction } from "@/lib/status-subscribers/actions";
import {
  chatSubscriberSchema,
  type ChatSubscriberFormValues,
  type ChatSubscriberInput,
} from "@/lib/status-subscribers/schemas";

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
      <ChatDestinationFields kind={kind} topicPlaceholder="acme-status-7f3k9" />
    </FormDialog>
  );
}
