/**
 * Where a chat-app message goes, and how that address is kept (docs/decisions/federation-and-health.md "Chat-app alert
 * channels"). A chat app's address is a credential: a Slack, Discord or Teams webhook URL carries its
 * token, Telegram needs the bot's token, and an ntfy topic "is essentially a password" (ntfy's
 * "Publishing"). So the whole destination is stored sealed (AES-256-GCM, lib/secret-cipher.ts), the
 * outbox copies the sealed text, and only the channel that sends opens it; screens show `displayTarget`,
 * which hides the credential.
 */
import { env } from "@/lib/env";
import { createSecretCipher, deploymentSecret, type SecretCipher } from "@/lib/secret-cipher";
import { isChatAppKind, isWebhookUrlKind, type ChatAppKind, type WebhookUrlKind } from "./kinds";

/** A chat app's full address. `chatId` is Telegram's (a number, or `@channelusername`); ntfy's token is optional. */
export type ChatDestination =
  | { kind: WebhookUrlKind; url: string }
  | { kind: "telegram"; botToken: string; chatId: string }
  | { kind: "ntfy"; serverUrl: string; topic: string; accessToken?: string };

let cipher: SecretCipher | undefined;
function destinationCipher(): SecretCipher {
  return (cipher ??= createSecretCipher(deploymentSecret(), {
    salt: "cps-chat-apps",
    info: "chat-app-destination v1",
    name: "chat-app destination",
  }));
}

/** `destination` sealed for storage (`notification_channels.sealed_target`, `outbox_messages.sealed_recipient`). */
export function sealDestination(destination: ChatDestination): string {
  return destinationCipher().encrypt(JSON.stringify(destination));
}

/**
 * The destination sealed in `sealed`, which must be of `kind`.
 * @throws Error when it cannot be opened (another deployment secret, altered) or is not a `kind` destination.
 */
export function openDestination(sealed: string, kind: ChatAppKind): ChatDestination {
  const destination = JSON.parse(destinationCipher().decrypt(sealed)) as ChatDestination;
  if (destination.kind !== kind) throw new Error(`The stored destination is for ${destination.kind}, not ${kind}`);
  return destination;
}

/** What screens show of a chat-app target: for a webhook URL, its host and path with the last segment hidden. */
export function maskWebhookUrl(url: string): string {
  const { host, pathname } = new URL(url);
  const segments = pathname.split("/").filter(Boolean);
  return [host, ...segments.slice(0, -1), "••••"].join("/");
}

/**
 * The part of `destination` screens may show and the edit form fills in (`notification_channels.target`):
 * the masked webhook URL, Telegram's chat id, or ntfy's server URL. Never a credential.
 */
export function displayTarget(destination: ChatDestination): string {
  if (destination.kind === "telegram") return destination.chatId;
  if (destination.kind === "ntfy") return destination.serverUrl;
  return maskWebhookUrl(destination.url);
}

/**
 * The hosts each provider documents for its webhook URLs: Slack's incoming webhooks, Discord's
 * "Execute Webhook" (and its older and test-client domains), and Teams Workflows' triggers (Power
 * Platform, and the Azure Logic Apps domain older flows were given).
 */
const DOCUMENTED_HOSTS: Record<WebhookUrlKind, (host: string) => boolean> = {
  slack: (host) => host === "hooks.slack.com",
  discord: (host) => ["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"].includes(host),
  teams: (host) => host.endsWith(".api.powerplatform.com") || host.endsWith(".logic.azure.com"),
};

/** Each provider's name as the refusal says it. */
const PROVIDER_NAMES: Record<WebhookUrlKind, string> = {
  slack: "Slack",
  discord: "Discord",
  teams: "Microsoft Teams Workflows",
};

/**
 * Why `url` is not a webhook URL of `kind`'s provider, or null when it is: https on a documented host.
 * With `ALLOW_PRIVATE_SITE_URLS` (tests, local demos) any http(s) URL passes, so a local stand-in can
 * take the messages; the SSRF guard still applies when sending (lib/http/outbound.ts).
 */
export function webhookHostProblem(
  kind: string,
  url: string,
  allowAnyHost: boolean = env.ALLOW_PRIVATE_SITE_URLS,
): string | null {
  if (!isChatAppKind(kind) || !isWebhookUrlKind(kind) || allowAnyHost) return null;
  const parsed = new URL(url);
  if (parsed.protocol === "https:" && DOCUMENTED_HOSTS[kind](parsed.hostname)) return null;
  return `Please paste the webhook URL ${PROVIDER_NAMES[kind]} gave you (https on its own domain)`;
}
