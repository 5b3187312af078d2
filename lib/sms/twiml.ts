/**
 * The TwiML document that answers an inbound message (https://www.twilio.com/docs/messaging/twiml):
 * `<Response>` with at most one `<Message>`. Built with the twilio library's own `MessagingResponse`,
 * whose XML builder refuses a character XML 1.0 cannot carry (https://www.w3.org/TR/xml/#charsets): the
 * pipeline builds this document inside the message's transaction, so such a refusal rolls the message
 * and whatever it created back instead of leaving a code without its reply (docs/decisions/sms-and-conversations.md "A code
 * and its reply commit together").
 */
// The TwiML module only: the package root also loads the whole REST client (~130 ms cold).
import MessagingResponse from "twilio/lib/twiml/MessagingResponse";

/**
 * The TwiML answer: one `<Message>` with `reply`, or an empty `<Response/>` when `reply` is null or empty.
 * @throws Error when `reply` holds a character XML 1.0 forbids (a lone surrogate, a C0 control, U+FFFE, U+FFFF).
 */
export function twimlAnswer(reply: string | null): string {
  const twiml = new MessagingResponse();
  if (reply) twiml.message(reply);
  return twiml.toString();
}
