/** The chat apps' names and what the channel form asks of each, for server and client. */
import type { ChatAppKind, WebhookUrlKind } from "./kinds";

/** Each chat app's name. */
export const CHAT_APP_LABELS: Record<ChatAppKind, string> = {
  slack: "Slack",
  discord: "Discord",
  teams: "Microsoft Teams",
  telegram: "Telegram",
  ntfy: "ntfy",
};

/** Where an admin finds a webhook URL, per provider that uses one, for the form's help text. */
export const WEBHOOK_URL_HELP: Record<WebhookUrlKind, { placeholder: string; help: string }> = {
  slack: {
    placeholder: "https://hooks.slack.com/services/T…/B…/…",
    help: "From the Slack app's Incoming Webhooks page.",
  },
  discord: {
    placeholder: "https://discord.com/api/webhooks/…/…",
    help: "Channel settings → Integrations → Webhooks → Copy Webhook URL.",
  },
  teams: {
    placeholder: "https://….api.powerplatform.com/…",
    help: 'The channel\'s Workflows → "Send webhook alerts to a channel" → Copy webhook link.',
  },
};
