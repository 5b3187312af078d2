/**
 * The WebAuthn relying party (W3C WebAuthn Level 3 §5.1.3 "rp.id", §7.1 step 9 "origin"): its id is the
 * host of `PUBLIC_BASE_URL` and the only origin accepted is that address's origin, both read when a
 * request runs (the build knows no address, lib/env.ts `publicBaseUrl`). A browser refuses an id that is
 * not the page's own host or a parent of it, and an IP address: serve the console under a name.
 */
import { publicBaseUrl } from "@/lib/env";

/** The name authenticators show beside the account. */
export const RELYING_PARTY_NAME = "Custom Portal Solutions";

/** The relying party's id and expected origin. */
export function relyingParty(): { id: string; origin: string } {
  const base = publicBaseUrl();
  if (!base) throw new Error("Passkeys need PUBLIC_BASE_URL, which the build does not read");
  return { id: base.hostname, origin: base.origin };
}
