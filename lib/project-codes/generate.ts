/**
 * Project codes (docs/spec/site-and-admin.md §3 "Project code", §9): 8 characters drawn by a CSPRNG from the
 * upper-case letters and digits without the look-alikes 0/O and 1/I, so a code read aloud or copied
 * from a phone screen survives. 32 symbols give 32^8 ≈ 1.1 × 10^12 codes.
 */
const webRandomBytes = (size: number) => crypto.getRandomValues(new Uint8Array(size));

/** The 32 symbols of generated codes: A–Z and 2–9 without O and I. */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Length of every generated code and of codes created with `CODE;Description` (spec §9). */
export const CODE_LENGTH = 8;

/**
 * A fresh random code. Each character takes the low 5 bits of one random byte: 256 is a multiple of
 * 32, so every symbol is equally likely (no modulo bias).
 * @param random source of random bytes (tests pass a fixed one); defaults to Web Crypto's
 *   `getRandomValues`, a CSPRNG in Node.js and browsers alike (the test page draws codes client-side).
 */
export function generateProjectCode(random: (size: number) => Uint8Array = webRandomBytes): string {
  const bytes = random(CODE_LENGTH);
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! & 31];
  return code;
}
