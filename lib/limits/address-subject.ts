/**
 * The subject a per-address limit counts for a client address: an IPv4 address as it is, an IPv6 address
 * by its /64. RFC 6177 and RIPE-690 have a site given at least a /64 (usually a /56 or /48), and SLAAC
 * (RFC 4862) lets one host pick any address in it, so a full IPv6 address would hand one client 2^64
 * fresh budgets.
 */
import ipaddr from "ipaddr.js";

/** `2001:db8:1:2::/64` for any address of that /64; an IPv4 address, or text that is no address, unchanged. */
export function addressSubject(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const parsed = ipaddr.IPv6.parse(ip);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const prefix = parsed.parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(prefix).toString()}/64`;
}
