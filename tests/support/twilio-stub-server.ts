/**
 * Serves the Twilio stand-in (tests/support/twilio-stub.ts) at TWILIO_API_BASE_URL for TWILIO_ACCOUNT_SID
 * and TWILIO_AUTH_TOKEN until stopped. scripts/e2e.sh runs it for the whole build and Playwright run, so
 * the production server's SMS channel reaches it, and tests/e2e/leads.spec.ts drives it.
 */
import { startTwilioStub } from "./twilio-stub";

const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_API_BASE_URL } = process.env;
if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_API_BASE_URL) {
  throw new Error(
    "Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_API_BASE_URL (http://127.0.0.1:<port>), as scripts/e2e.sh does",
  );
}
const stub = await startTwilioStub({
  accountSid: TWILIO_ACCOUNT_SID,
  authToken: TWILIO_AUTH_TOKEN,
  port: Number(new URL(TWILIO_API_BASE_URL).port),
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void stub.close().then(() => process.exit(0)));
