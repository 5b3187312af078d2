/**
 * The certificate that seals signed quotes (docs/decisions.md "Quotes: versions, links and evidence"): the
 * agency's PKCS#12 from `QUOTE_SIGNING_P12_BASE64`; outside production without one, a self-signed
 * certificate made once per process with node-forge from a key Node generates (no network, no file).
 */
import "server-only";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { AGENCY_NAME } from "@/lib/email/templates/agency-reply";

/** A PKCS#12 and its passphrase. */
export interface SigningP12 {
  p12: Buffer;
  passphrase: string;
}

let selfSigned: SigningP12 | null = null;

function makeSelfSigned(): SigningP12 {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 86_400_000);
  const subject = [
    { name: "commonName", value: `${AGENCY_NAME} (development)` },
    { name: "organizationName", value: AGENCY_NAME },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(12).toString("hex");
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "3des" });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"), passphrase };
}

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
  selfSigned ??= makeSelfSigned();
  return selfSigned;
}
