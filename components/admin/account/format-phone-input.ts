/** Live formatting of the profile's phone field (site-and-admin.md §5 "Profile", §9 "Phone field max 14 characters"). */
import { phoneDigits } from "@/lib/validations/auth";

/**
 * Formats what was typed so far as "(555) 123-4567", growing with each digit: "(5", "(555) 1", ….
 * A leading country code 1 on an 11-digit number is dropped; at most 10 digits are kept, so the result
 * never exceeds the field's 14 characters.
 */
export function formatPhoneInput(value: string): string {
  let digits = phoneDigits(value);
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
