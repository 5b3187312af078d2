/**
 * Signed Twilio webhook requests for tests and benches, signed with the twilio library's own
 * `getExpectedTwilioSignature` (https://www.twilio.com/docs/usage/webhooks/webhooks-security).
 */
import { randomBytes, randomInt } from "node:crypto";
// The package root, not the deep `twilio/lib/webhooks/webhooks`: Playwright's ESM loader refuses extensionless deep imports.
import twilio from "twilio";

/** A fresh MessageSid in Twilio's shape: "SM" and 32 hex digits. */
export function messageSid(): string {
  return `SM${randomBytes(16).toString("hex")}`;
}

// Consecutive numbers from a random start rather than a random draw each: a test file that texts from a
// thousand numbers drew one twice in about one run in sixteen (the birthday bound, 1,000² / 2 over the
// range's 10 million numbers), and a test that reads a number's codes then saw another test's row. Two runs
// of consecutive numbers meet only when their starts fall within a few thousand of each other.
const FIRST_NUMBER = randomInt(0, 10_000_000);
let numbersIssued = 0;

/** A fresh North American number in E.164 from the 555 range, never one this process gave before. */
export function phoneNumber(): string {
  return `+1555${String((FIRST_NUMBER + numbersIssued++) % 10_000_000).padStart(7, "0")}`;
}

/** Twilio's inbound-message parameters for `body` from `from`, with a fresh MessageSid unless given. */
export function smsParams(body: string, from: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    MessageSid: messageSid(),
    AccountSid: `AC${"0".repeat(32)}`,
    From: from,
    To: "+15550102030",
    Body: body,
    NumMedia: "0",
    ...extra,
  };
}

/** The form body and `X-Twilio-Signature` Twilio would send to `url` for `params`. */
export function signTwilioForm(
  authToken: string,
  url: string,
  params: Record<string, string>,
): { body: string; signature: string } {
  return {
    body: new URLSearchParams(params).toString(),
    signature: twilio.getExpectedTwilioSignature(authToken, url, params),
  };
}

/** What Twilio sends to `url` for `params`: the form-encoded body and its headers, signed with `authToken`. */
export function signedWebhook(
  authToken: string,
  url: string,
  params: Record<string, string>,
): { headers: Record<string, string>; body: string } {
  const { body, signature } = signTwilioForm(authToken, url, params);
  return { headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature }, body };
}
