/**
 * Prints a fresh self-signed PKCS#12 for quote seals as `<base64> <passphrase>` (lib/quotes/self-signed-p12.ts):
 * scripts/e2e.sh gives it to the production server it tests, which refuses to seal without one.
 */
import { makeSelfSignedP12 } from "@/lib/quotes/self-signed-p12";

const { p12, passphrase } = makeSelfSignedP12();
console.log(`${p12.toString("base64")} ${passphrase}`);
