/**
 * Which hosts the screenshot browser may load from: the same SSRF rules as `lib/http/outbound.ts`
 * (public unicast addresses only, unless `ALLOW_PRIVATE_SITE_URLS`), applied to every request the page
 * makes, not just the first. A host is allowed when every address it resolves to is public.
 *
 * Chromium resolves names again itself, so a name whose answers change between this check and the
 * browser's connection (DNS rebinding) is not covered; the outbound guard's connect-time check has no
 * equivalent for a browser. See docs/decisions/public-site.md "Screenshots".
 */
import dns from "node:dns";
import net from "node:net";
import { isPublicAddress } from "@/lib/http/outbound";

/** Answers whether the browser may connect to `hostname` (no brackets around IPv6 literals). */
export type HostPolicy = (hostname: string) => Promise<boolean>;

/** Allows every host: for `ALLOW_PRIVATE_SITE_URLS=true` (tests and local demos). */
export const allowAnyHost: HostPolicy = async () => true;

/**
 * Allows hosts whose addresses are all public. Answers are memoized for the policy's lifetime (one
 * capture), so a page with many requests to one host costs one lookup. An unresolvable name is refused.
 */
export function publicHostPolicy(lookup: typeof dns.promises.lookup = dns.promises.lookup): HostPolicy {
  const answers = new Map<string, Promise<boolean>>();
  return (hostname) => {
    const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
    let answer = answers.get(host);
    if (!answer) {
      answer = net.isIP(host)
        ? Promise.resolve(isPublicAddress(host))
        : lookup(host, { all: true, verbatim: true }).then(
            (addresses) => addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address)),
            () => false,
          );
      answers.set(host, answer);
    }
    return answer;
  };
}
