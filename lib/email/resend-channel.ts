/**
 * The outbox's e-mail channel: Resend's `POST /emails` through the official SDK
 * (https://resend.com/docs/api-reference/emails/send-email). `baseUrl` points the SDK at another server
 * speaking the same API (tests use a local one).
 */
import { Resend } from "resend";
import type { OutboxChannel } from "@/lib/outbox/types";

/** Where mail goes: Resend at `baseUrl` when `apiKey` is set, otherwise only the outbox. */
export interface EmailProviderConfig {
  apiKey?: string;
  baseUrl?: string;
  from: string;
}

/** A channel sending outbox rows with `config`, or undefined when no API key is configured. Throws the provider's error (`name: message`). */
export function createResendChannel(config: EmailProviderConfig): OutboxChannel | undefined {
  if (!config.apiKey) return undefined;
  const provider = new Resend(config.apiKey, config.baseUrl ? { baseUrl: config.baseUrl } : undefined);
  return async (message) => {
    const { data, error } = await provider.emails.send({
      from: config.from,
      to: message.recipient,
      subject: message.subject ?? "",
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    if (error) throw new Error(`${error.name}: ${error.message}`);
    return { providerMessageId: data?.id };
  };
}
