/**
 * The outbox channels of the chat apps (docs/decisions/federation-and-health.md "Chat-app alert channels"): each opens the
 * row's sealed destination (./destination.ts), sends the stored payload as its provider documents, and
 * sorts the answer. A 2xx is accepted; 408, 429, 5xx, a redirect (never followed), and a network
 * failure or timeout are retried by the outbox; any other 4xx, a destination that cannot be opened, or an address the SSRF guard refuses
 * is a `PermanentRefusal`, since the same request would meet it again (a revoked webhook, a bot removed
 * from its chat, a malformed payload). Calls go through `outboundFetch` (lib/http/outbound.ts: SSRF guard,
 * timeout, no redirects). Errors never quote the destination, which holds the credential.
 */
import { cutText } from "@/lib/format/text";
import { OutboundError, outboundFetch, type OutboundResponse } from "@/lib/http/outbound";
import { PermanentRefusal } from "@/lib/outbox/permanent-refusal";
import type { OutboxChannel, OutboxMessage } from "@/lib/outbox/types";
import { openDestination, type ChatDestination } from "./destination";
import type { ChatAppKind } from "./kinds";
import type { NtfyMessage } from "./ntfy-format";

/** How long a chat app gets to answer, in milliseconds. */
export const CHAT_APP_TIMEOUT_MS = 10_000;

/** A POST as one provider wants it, built from the destination and the stored body. */
interface ProviderRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The `User-Agent` of every chat-app request. */
const USER_AGENT = "CustomPortalSolutions-Alerts/1";

const json = (url: string, body: string): ProviderRequest => ({
  url,
  headers: { "Content-Type": "application/json" },
  body,
});

/** Each provider's request for `destination` and the stored `body`. */
function providerRequest(destination: ChatDestination, body: string, telegramApiBaseUrl: string): ProviderRequest {
  switch (destination.kind) {
    case "slack":
    case "teams":
      return json(destination.url, body);
    case "discord": {
      // `wait=true` makes Discord answer with the message, whose id the outbox records.
      const url = new URL(destination.url);
      url.searchParams.set("wait", "true");
      return json(url.href, body);
    }
    case "telegram":
      return json(
        `${telegramApiBaseUrl.replace(/\/+$/, "")}/bot${destination.botToken}/sendMessage`,
        JSON.stringify({ chat_id: destination.chatId, ...JSON.parse(body) }),
      );
    case "ntfy": {
      const stored = JSON.parse(body) as NtfyMessage;
      const headers: Record<string, string> = { ...stored.headers, "Content-Type": "text/plain; charset=utf-8" };
      if (destination.accessToken) headers.Authorization = `Bearer ${destination.accessToken}`;
      return { url: `${destination.serverUrl}/${destination.topic}`, headers, body: stored.message };
    }
  }
}

/** The provider's id of an accepted message, when its answer carries one (Discord's and ntfy's `id`, Telegram's `message_id`). */
function providerMessageId(response: OutboundResponse): string | undefined {
  try {
    const answer = JSON.parse(response.text) as { id?: unknown; result?: { message_id?: unknown } };
    const id = answer.result?.message_id ?? answer.id;
    return typeof id === "string" || typeof id === "number" ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

/** True for a refusal no later try gets past: a 4xx other than 408 Request Timeout and 429 Too Many Requests. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Sends one stored message of `kind`. */
async function send(
  kind: ChatAppKind,
  message: OutboxMessage,
  telegramApiBaseUrl: string,
): Promise<{ providerMessageId?: string }> {
  let destination: ChatDestination;
  try {
    if (!message.sealedRecipient) throw new Error("no destination is stored");
    destination = openDestination(message.sealedRecipient, kind);
  } catch (error) {
    throw new PermanentRefusal(
      `The channel's address cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const request = providerRequest(destination, message.body, telegramApiBaseUrl);
  let response: OutboundResponse;
  try {
    response = await outboundFetch(request.url, {
      method: "POST",
      headers: { ...request.headers, "User-Agent": USER_AGENT },
      body: request.body,
      timeoutMs: CHAT_APP_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      truncate: true,
    });
  } catch (error) {
    if (error instanceof OutboundError && (error.code === "invalid_url" || error.code === "blocked_address")) {
      throw new PermanentRefusal(
        error.code === "blocked_address"
          ? "The channel's address is not a public one"
          : "The channel's address is not a valid URL",
      );
    }
    // A timeout's or a network failure's message names the host at most, never the path holding a token.
    throw new Error(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (response.ok) return { providerMessageId: providerMessageId(response) };
  const reason = `HTTP ${response.status}: ${cutText(response.text.replace(/\s+/g, " ").trim(), 300)}`;
  if (isPermanentStatus(response.status)) throw new PermanentRefusal(reason, response.status);
  throw new Error(reason);
}

/** The chat apps' channels; Telegram's Bot API is at `telegramApiBaseUrl` (https://api.telegram.org unless configured). */
export function createChatAppChannels(config: { telegramApiBaseUrl: string }): Record<ChatAppKind, OutboxChannel> {
  const channel =
    (kind: ChatAppKind): OutboxChannel =>
    (message) =>
      send(kind, message, config.telegramApiBaseUrl);
  return {
    slack: channel("slack"),
    discord: channel("discord"),
    teams: channel("teams"),
    telegram: channel("telegram"),
    ntfy: channel("ntfy"),
  };
}
