/**
 * The outbox's e-mail channel: Resend's `POST /emails` through the official SDK
 * (https://resend.com/docs/api-reference/emails/send-email), with the row's extra headers as the
 * request's `headers` field and its files as `attachments: [{ filename, content }]` (content in base64). `baseUrl` points the SDK at another server
 * speaking the same API (tests use a local one).
 */
import { Resend } from "resend";
import { PermanentRefusal } from "@/lib/outbox/permanent-refusal";
import type { OutboxChannel } from "@/lib/outbox/types";

/**
 * Whether Resend's error status refuses the message itself, so no retry can succeed (Resend's "Errors",
 * https://resend.com/docs/api-reference/errors): a 4xx such as `validation_error` (400, 422),
 * `missing_required_field` or `invalid_attachment` (422). Not these 4xx, which a later try can pass:
 * 401 and 403 (`missing_api_key`, `invalid_api_key`, an unverified domain: the account's set-up, which
 * an admin fixes once for every queued message), 409 (`concurrent_idempotent_requests`: "try again
 * later") and 429 (rate limit and daily or monthly quota). 5xx and network failures are retried too.
 */
export function isPermanentResendStatus(status: number | null | undefined): boolean {
  return typeof status === "number" && status >= 400 && status < 500 && ![401, 403, 409, 429].includes(status);
}

/** Where mail goes: Resend at `baseUrl` when `apiKey` is set, otherwise only the outbox. */
export interface EmailProviderConfig {
  apiKey?: string;
  baseUrl?: string;
  from: string;
}

/**
 * A channel sending outbox rows with `config`, or undefined when no API key is configured. Throws the
 * provider's error (`name: message`), as a `PermanentRefusal` when `isPermanentResendStatus`.
 */
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
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map(({ filename, content, contentType }) => ({
              filename,
              content,
              ...(contentType ? { contentType } : {}),
            })),
          }
        : {}),
    });
    if (error) {
      const text = `${error.name}: ${error.message}`;
      throw isPermanentResendStatus(error.statusCode) ? new PermanentRefusal(text) : new Error(text);
    }
    return { providerMessageId: data?.id };
  };
}
