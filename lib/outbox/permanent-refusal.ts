/**
 * How a channel tells the outbox that no retry can succeed (docs/decisions/data-and-jobs.md "Permanent refusals"):
 * it throws `PermanentRefusal` instead of its provider's own error. The outbox then ends the message's
 * tries at once (`failed`, no next try) rather than spending the remaining ones. Which refusals are
 * permanent is the provider channel's knowledge (lib/sms/twilio-channel.ts, lib/email/resend-channel.ts);
 * anything else a channel throws is taken as transient and retried with backoff (lib/outbox/backoff.ts).
 */

/** A refusal of this message that a later try would meet again; `code` is the provider's numeric code, when it has one. */
export class PermanentRefusal extends Error {
  readonly code: number | undefined;

  constructor(message: string, code?: number) {
    super(message);
    this.name = "PermanentRefusal";
    this.code = code;
  }
}
