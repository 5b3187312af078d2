/**
 * The `CODE;Description` command of authorized phones (docs/spec/site-and-admin.md §2 "Admin screens" 9, §5 "SMS
 * code rules", §9): the code is exactly 8 letters or digits, the description at least 5 characters.
 * Whether the code is still free is the service's check (lib/project-codes/create.ts).
 */
import { CODE_LENGTH } from "@/lib/project-codes/generate";

/** Shortest description a command accepts (spec §9). */
const DESCRIPTION_MIN_LENGTH = 5;

/** A parsed command: the upper-cased code and the trimmed description, or every rule it breaks. */
export type CodeCommand = { ok: true; code: string; description: string } | { ok: false; errors: string[] };

/**
 * Parses `body` as `CODE;Description` (split at the first semicolon, both parts trimmed).
 * @returns null when `body` has no semicolon (not a command); otherwise the command or one message per
 *   broken rule, worded to be texted back.
 */
export function parseCodeCommand(body: string): CodeCommand | null {
  const separator = body.indexOf(";");
  if (separator === -1) return null;
  const code = body.slice(0, separator).trim().toUpperCase();
  const description = body.slice(separator + 1).trim();
  const errors: string[] = [];
  if (code.length === 0) {
    errors.push(`Missing code: send CODE;Description with a code of exactly ${CODE_LENGTH} letters or digits.`);
  } else if (!/^[A-Z0-9]+$/.test(code)) {
    errors.push(`Code must be letters and digits only (exactly ${CODE_LENGTH}).`);
  } else if (code.length > CODE_LENGTH) {
    errors.push(`Code too long (${code.length} characters): use exactly ${CODE_LENGTH} letters or digits.`);
  } else if (code.length < CODE_LENGTH) {
    errors.push(`Code too short (${code.length} characters): use exactly ${CODE_LENGTH} letters or digits.`);
  }
  if (description.length < DESCRIPTION_MIN_LENGTH) {
    errors.push(`Description too short: use at least ${DESCRIPTION_MIN_LENGTH} characters after the semicolon.`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, code, description };
}
