/**
 * A signing certificate made on this machine (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"):
 * node-forge builds and signs it over a key Node generates; no network, no file.
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";
import { AGENCY_NAME } from "@/lib/email/agency-reply";

/** A PKCS#12 and its passphrase. */
export interface SigningP12 {
  p12: Buffer;
  passphrase: string;
}

/**
 * A self-signed certificate in the agency's name and its RSA-2048 key as a PKCS#12 with a random
 * passphrase, valid five years: for development, tests and the e2e server (scripts/dev-signing-p12.ts).
 */
export function makeSelfSignedP12(): SigningP12 {
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
