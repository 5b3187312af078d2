/**
 * Phone numbers in E.164 (ITU-T E.164: "+", country code, at most 15 digits), the form Twilio sends in
 * `From`/`To` and the form `authorized_phones` and `sms_opt_outs` store, so a lookup is an equality.
 */

const SEPARATORS = /[\s().\-\u00a0]/g;

/**
 * The E.164 form of a number as people type it, or null when it cannot be one.
 * "+44 20 7946 0958" → "+442079460958"; "00442079460958" → "+442079460958"; national numbers without a
 * country code are read as North American (the shared number is a US number): "(555) 123-4567" and
 * "1-555-123-4567" → "+15551234567".
 */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "").replace(/^00/, "+");
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  if (/^\d{10}$/.test(compact)) return `+1${compact}`;
  if (/^1\d{10}$/.test(compact)) return `+${compact}`;
  return null;
}

/** A North American E.164 number as "+1 (555) 123-4567"; any other number unchanged. */
export function formatPhoneNumber(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : e164;
}
