"use client";
/**
 * A chat app's destination fields (lib/chat-apps/destination-input.ts), read from the surrounding
 * FormDialog's form context: Slack, Discord and Teams by webhook URL, Telegram by bot token and chat id,
 * ntfy by server, topic and an optional access token. Alert channels and status-page subscribers both
 * ask for a destination through it; the secrets are password fields, never filled back in.
 */
import { useFormContext } from "react-hook-form";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import {
  DEFAULT_NTFY_SERVER,
  type ChatDestinationField,
  type ChatDestinationFields as ChatDestinationValues,
} from "@/lib/chat-apps/destination-input";
import { isWebhookUrlKind, type ChatAppKind } from "@/lib/chat-apps/kinds";
import { WEBHOOK_URL_HELP } from "@/lib/chat-apps/labels";

/**
 * The fields of `kind`. `keepHelp(what)`, when given, is the help of a secret left blank to keep the saved
 * one (an edited alert channel), in place of the field's usual help; `topicPlaceholder` an example topic.
 */
export function ChatDestinationFields({
  kind,
  topicPlaceholder,
  keepHelp = () => undefined,
}: {
  kind: ChatAppKind;
  topicPlaceholder: string;
  keepHelp?: (what: "URL" | "token" | "topic") => string | undefined;
}) {
  const { control } = useFormContext<ChatDestinationValues>();
  const text = (name: ChatDestinationField, label: string, placeholder: string, description?: string) => (
    <LabeledField
      control={control}
      name={name}
      label={label}
      description={description}
      render={(field) => <Input autoComplete="off" spellCheck={false} placeholder={placeholder} {...field} />}
    />
  );
  const secret = (name: "botToken" | "accessToken", label: string, description?: string) => (
    <LabeledField
      control={control}
      name={name}
      label={label}
      description={description}
      render={(field) => <Input type="password" autoComplete="new-password" spellCheck={false} {...field} />}
    />
  );
  if (isWebhookUrlKind(kind)) {
    const help = WEBHOOK_URL_HELP[kind];
    return text("webhookUrl", "Webhook URL", help.placeholder, [help.help, keepHelp("URL")].filter(Boolean).join(" "));
  }
  if (kind === "telegram")
    return (
      <>
        {secret("botToken", "Bot token", keepHelp("token") ?? "From @BotFather; add the bot to the chat first.")}
        {text("chatId", "Chat id", "-1001234567890 or @channel")}
      </>
    );
  return (
    <>
      {text("serverUrl", "Server", DEFAULT_NTFY_SERVER, "Blank for the public ntfy.sh.")}
      {text(
        "topic",
        "Topic",
        topicPlaceholder,
        keepHelp("topic") ?? "Anyone who knows a public topic can read it: pick one hard to guess.",
      )}
      {secret("accessToken", "Access token (optional)", keepHelp("token") ?? "For a topic that needs a login (tk_…).")}
    </>
  );
}
