// POST /api/sms/webhook - inbound Twilio message
/**
 * Twilio's inbound messaging webhook (docs/sms.md): signature → parameters → the SMS pipeline → TwiML
 * with at most one `<Message>`. A model's draft, when one is configured, is finished after the response.
 */
import { after } from "next/server";
import { reportError } from "@/lib/error-monitor/report-error";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { malformedRequest, twimlResponse, withTwilioSignature } from "@/lib/sms/twilio-webhook";

export const POST = withTwilioSignature(async (params) => {
  const parsed = inboundSmsSchema.safeParse(params);
  if (!parsed.success)
    return malformedRequest(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const result = await receiveInboundSms(parsed.data, {
    defer: (task) => after(() => task().catch((error) => reportError(error, { severity: "medium" }))),
  });
  return twimlResponse(result.twiml);
});
