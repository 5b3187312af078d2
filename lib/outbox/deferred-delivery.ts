/**
 * How a channel tells the outbox "not now, at `until`" (docs/decisions/sms-and-conversations.md "Two-way SMS is a conversation"):
 * it throws `DeferredDelivery`, and the outbox keeps the message `pending` until then without counting a
 * try. Which messages must wait, and why, is the channel's knowledge (lib/sms/consent-checked-channel.ts:
 * a scheduled text in the recipient's quiet hours).
 */

/** A message that may not leave before `until`; its message says why. */
export class DeferredDelivery extends Error {
  readonly until: Date;

  constructor(message: string, until: Date) {
    super(message);
    this.name = "DeferredDelivery";
    this.until = until;
  }
}
