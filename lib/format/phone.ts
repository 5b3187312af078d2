/**
 * Phone numbers, read and formatted with libphonenumber-js (Google's libphonenumber metadata) for every
 * phone field: the profile, authorized phones, SMS routing numbers and forwards, the SMS test. Stored
 * numbers are E.164 ("+", country code, national number: ITU-T E.164), the form Twilio sends in
 * `From`/`To`, so a lookup is an equality. Numbers typed without a country code are read as US numbers
 * (the shared number is a US number). A number is accepted when its length is possible for its
 * country, not only when it is assigned: the fictional 555 numbers of tests and demos must pass
 * (docs/decisions/console-and-forms.md "What a new admin trips over").
 */
import { AsYouType, type CountryCode, parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js";

const DEFAULT_COUNTRY: CountryCode = "US";

/** The message every phone field shows for a number it cannot read. */
export const INVALID_PHONE_MESSAGE = "Enter a valid phone number, e.g. +1 555 123 4567";

// What people type around a number. libphonenumber also pulls a number out of surrounding text
// ("call 555…", "… ext 12"); a phone field must hold a number and nothing else.
const PHONE_CHARACTERS = /^[\d\s+().\-\u00a0]*$/;

/**
 * The number `input` denotes when it is a possible one, else null. "00" before a country code is read
 * as "+" (the international prefix of most countries; the US one is 011, which libphonenumber knows).
 */
function parsePhone(input: string): PhoneNumber | null {
  if (!PHONE_CHARACTERS.test(input)) return null;
  const number = parsePhoneNumberFromString(input.trim().replace(/^00(?=[1-9])/, "+"), DEFAULT_COUNTRY);
  return number?.isPossible() ? number : null;
}

/**
 * The E.164 form of a number as people type it, or null when it cannot be a number.
 * "+44 20 7946 0958" and "0044 20 7946 0958" → "+442079460958"; "(555) 123-4567" and
 * "1-555-123-4567" → "+15551234567"; "12345", "555-CALL-NOW" → null.
 */
export function normalizePhoneNumber(input: string): string | null {
  return parsePhone(input)?.number ?? null;
}

/**
 * A stored number for display: North American ones as "+1 (555) 123-4567", others in international
 * format ("+44 20 7946 0958"); a value that is not a number comes back unchanged.
 */
export function formatPhoneNumber(stored: string): string {
  const number = parsePhone(stored);
  if (!number) return stored;
  return number.countryCallingCode === "1" ? `+1 ${number.formatNational()}` : number.formatInternational();
}

/** A phone field's text as the user types it, formatted so far: "555123" → "(555) 123", "+1 555" stays "+1 555". */
export function formatPhoneAsTyped(typed: string): string {
  return new AsYouType(DEFAULT_COUNTRY).input(typed);
}

/**
 * The profile's stored form (docs/spec/site-and-admin.md §5: "only digits stored; a leading +1 stripped"): the ten
 * national digits of a North American number, the E.164 form of any other; "" for an empty field;
 * null when it cannot be a number.
 */
export function profilePhoneNumber(input: string): string | null {
  if (input.trim() === "") return "";
  const number = parsePhone(input);
  if (!number) return null;
  return number.countryCallingCode === "1" ? number.nationalNumber : number.number;
}

/** A stored profile number for its field: "(555) 123-4567" (spec §5) or an international number; "" when none. */
export function formatProfilePhone(stored: string | null | undefined): string {
  if (!stored) return "";
  const number = parsePhone(stored);
  if (!number) return stored;
  return number.countryCallingCode === "1" ? number.formatNational() : number.formatInternational();
}
