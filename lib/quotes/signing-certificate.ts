/**
 * The certificate that seals signed quotes (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): the
 * agency's PKCS#12 from `QUOTE_SIGNING_P12_BASE64`; outside production without one, a self-signed
 * certificate made once per process with node-forge from a key Node generates (no network, no file).
 */
import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { makeSelfSignedP12, type SigningP12 } from "./self-signed-p12";

export type { SigningP12 } from "./self-signed-p12";

let selfSigned: SigningP12 | null = null;

/**
 * The PKCS#12 to seal with.
 * @throws AppError `unavailable` in production when none is configured.
 */
export function signingP12(): SigningP12 {
  if (env.QUOTE_SIGNING_P12_BASE64)
    return {
      p12: Buffer.from(env.QUOTE_SIGNING_P12_BASE64, "base64"),
      passphrase: env.QUOTE_SIGNING_P12_PASSPHRASE ?? "",
    };
  if (env.isProduction)
    throw new AppError("unavailable", "No signing certificate is configured (QUOTE_SIGNING_P12_BASE64).");
  selfSigned ??= makeSelfSignedP12();
  return selfSigned;
}
