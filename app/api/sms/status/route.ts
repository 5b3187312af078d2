// POST /api/sms/status - Twilio's status callback for an outbound SMS
/**
 * Twilio posts each change of an outbound message's state here (docs/sms.md "Delivery status"), signed
 * like the inbound webhook. `?outbox=<outbox_messages.id>` is ours, in the StatusCallback URL the SMS
 * channel gave Twilio (so covered by its signature): it finds a reply whose MessageSid is not recorded
 * yet. Always 204 once signed and well-formed, also for an unknown message (a forward, a reply since
 * deleted) or a state that is not further along: there is nothing for Twilio to retry.
 */
import { advanceDeliveryStatus, statusCallbackSchema } from "@/lib/sms/delivery-status";
import { malformedRequest, withTwilioSignature } from "@/lib/sms/twilio-webhook";

/** A positive int4 from the query, else null (a malformed value names no row). */
function outboxIdOf(request: Request): number | null {
  const id = Number(new URL(request.url).searchParams.get("outbox") ?? "");
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export const POST = withTwilioSignature(async (params, request) => {
  const parsed = statusCallbackSchema.safeParse(params);
  if (!parsed.success)
    return malformedRequest(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const { messageSid, status, errorCode } = parsed.data;
  if (status !== null)
    await advanceDeliveryStatus({ messageSid, outboxMessageId: outboxIdOf(request) }, status, errorCode);
  return new Response(null, { status: 204 });
});
