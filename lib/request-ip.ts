/**
 * The client's address, read only from what a trusted party wrote (docs/decisions/http-and-input.md "Client address
 * behind proxies"). Every per-address limit (sign-in, contact, redeem, reset, auto-register, beacon) is
 * keyed by it, so a header the client itself can send must never decide it.
 *
 * - On Vercel (`VERCEL` set): `x-vercel-forwarded-for`, which the platform sets itself; it also overwrites
 *   `x-forwarded-for` with the client's public address to prevent spoofing (Vercel docs, "Request headers").
 * - Behind `TRUSTED_PROXY_HOPS=N` reverse proxies: the N-th entry from the right of `X-Forwarded-For`,
 *   the address the outermost trusted proxy saw; entries further left are the client's own claims.
 * - With no proxy (`N = 0`, `npm start`): `scripts/start-server.ts` replaces the forwarded headers with
 *   the socket's address before Next.js sees them, so the one entry is the peer of the TCP connection.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";
import { cutText } from "@/lib/format/text";

/** Who may tell the app the client's address. */
export interface ProxyTrust {
  /** Running on Vercel, whose edge writes the forwarded headers. */
  vercel: boolean;
  /** Reverse proxies in front of the app that each append the address they saw to `X-Forwarded-For`. */
  hops: number;
}

/** What can read a request header: `Headers`, or next-auth's plain-object reader. */
type HeaderSource = Headers | { get(name: string): string | null };

/** An IPv6 text form is at most 45 characters; anything longer is cut so a key stays bounded. */
const MAX_ADDRESS_LENGTH = 45;

const configuredTrust = (): ProxyTrust => ({ vercel: Boolean(env.VERCEL), hops: env.TRUSTED_PROXY_HOPS });

/**
 * One address in canonical text: IPv4-mapped IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports)
 * becomes the IPv4 form, so one client has one key whichever way it connected. Text that is no address is
 * kept, cut to 45 characters.
 */
export function normalizeAddress(address: string): string {
  const text = address.trim();
  return ipaddr.isValid(text) ? ipaddr.process(text).toString() : cutText(text, MAX_ADDRESS_LENGTH, { marker: "" });
}

/** The entries of an `X-Forwarded-For` value, left (client side) to right (nearest proxy). */
function forwardedEntries(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client's address for per-address limits and logs, by the rules above; "unknown" when the trusted
 * source wrote nothing. `trust` defaults to the environment (`VERCEL`, `TRUSTED_PROXY_HOPS`).
 */
export function clientIp(headers: HeaderSource, trust: ProxyTrust = configuredTrust()): string {
  const forwarded = forwardedEntries(headers.get("x-forwarded-for"));
  let address: string | undefined;
  if (trust.vercel) {
    address = forwardedEntries(headers.get("x-vercel-forwarded-for"))[0] ?? forwarded[0];
  } else if (trust.hops > 0) {
    // Fewer entries than hops: the request skipped part of the chain; the leftmost is the furthest-out address any proxy wrote.
    address = forwarded[Math.max(0, forwarded.length - trust.hops)];
  } else {
    address = forwarded.at(-1);
  }
  return address ? normalizeAddress(address) : "unknown";
}

/** A Node.js request listener, such as Next.js's `getRequestHandler()`. */
type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Wraps `handle` so the forwarded headers it sees come from a trusted party (used by
 * `scripts/start-server.ts`). With no trusted proxy (`hops` 0) the client's `X-Forwarded-For` and
 * `X-Real-IP` are replaced by the socket's address, since `next start` would keep a client-sent one. Behind
 * proxies the `X-Forwarded-For` they built is kept (the socket is the nearest proxy), or set to the
 * socket's address when none came.
 */
export function trustSocketAddress(handle: RequestListener, hops: number): RequestListener {
  return (request, response) => {
    const socket = request.socket.remoteAddress ? normalizeAddress(request.socket.remoteAddress) : "unknown";
    if (hops === 0) {
      request.headers["x-forwarded-for"] = socket;
      request.headers["x-real-ip"] = socket;
    } else if (forwardedEntries([request.headers["x-forwarded-for"] ?? ""].flat().join(",")).length === 0) {
      request.headers["x-forwarded-for"] = socket;
    }
    return handle(request, response);
  };
}
