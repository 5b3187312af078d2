/**
 * The one way the server calls other hosts (federated sync and broadcast, webhooks, screenshots):
 * http(s) only, no credentials in URLs, a timeout over the whole exchange, a cap on the response size,
 * and an SSRF guard that refuses private, loopback, link-local and other non-public addresses unless
 * `ALLOW_PRIVATE_SITE_URLS=true` (tests and local demos).
 *
 * The guard runs inside the connection's DNS lookup, so the address checked is the address connected
 * to: a name that resolves differently on a second lookup (DNS rebinding) cannot slip through.
 */
import { causeChain } from "@/lib/errors/cause-chain";
import dns from "node:dns";
import net from "node:net";
import tls, { TLSSocket } from "node:tls";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, fetch } from "undici";
import { env } from "@/lib/env";

/** Why an outbound call failed. */
export type OutboundErrorCode = "invalid_url" | "blocked_address" | "timeout" | "too_large" | "network";

/** A server certificate as a call saw it: its `valid_to`, and why it is not trusted (a TLS verify code) or null. */
export interface PeerCertificate {
  validTo: Date;
  error: string | null;
}

/**
 * A refused or failed outbound call; `code` says which rule or failure. `certificate` is the server's
 * certificate when `readCertificate` was asked and the handshake refused it (self-signed, expired, …).
 */
export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    readonly certificate?: PeerCertificate,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

/** Options of `outboundFetch`. `timeoutMs` defaults to 10 000, `maxBytes` to 1 MiB. */
export interface OutboundRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Overrides `ALLOW_PRIVATE_SITE_URLS` for this call. */
  allowPrivate?: boolean;
  /** Keep the first `maxBytes` of a larger body instead of failing with `too_large`. */
  truncate?: boolean;
  /**
   * https: read the server certificate into `certificate` (a fresh connection, not a pooled one), trusted
   * or not: when the handshake refuses it, a second connection that sends nothing reads it.
   */
  readCertificate?: boolean;
  /** https: accept an untrusted certificate (self-signed, expired, wrong name), as uptime checks may be told to. */
  ignoreTlsErrors?: boolean;
}

/** A response read in full (within the cap). */
export interface OutboundResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
  /** The body's bytes, for a binary answer (an image); `text` is the same bytes read as UTF-8. */
  bytes: Buffer;
  /** Milliseconds from the request until the body was read. */
  durationMs: number;
  /** The server certificate, when `readCertificate` was asked and the connection was TLS. */
  certificate?: PeerCertificate;
}

/** True for a globally routable unicast address (ipaddr.js range "unicast"). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/**
 * Parses and checks a URL: http or https, no user name or password, and, for a literal IP host, a
 * public address unless `allowPrivate`.
 * @throws OutboundError `invalid_url` or `blocked_address`.
 */
export function checkOutboundUrl(raw: string, allowPrivate = env.ALLOW_PRIVATE_SITE_URLS): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError("invalid_url", `Invalid URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundError("invalid_url", "Only http and https URLs are allowed");
  }
  if (url.username || url.password) throw new OutboundError("invalid_url", "URLs must not contain credentials");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && net.isIP(host) && !isPublicAddress(host)) {
    throw new OutboundError("blocked_address", `Refusing to connect to non-public address ${host}`);
  }
  return url;
}

/** Longest wait for `checkOutboundTarget`'s lookup, in ms: a slow resolver leaves the check to the call itself. */
const TARGET_LOOKUP_MS = 2_000;

/**
 * The guard of `outboundFetch`, run when a URL is saved rather than called (a subscriber's webhook): the
 * rules of `checkOutboundUrl`, and a host name that resolves now to a non-public address is refused. A
 * name that does not resolve (yet) passes: the call's own lookup still refuses it later if it points
 * inside, so this only answers earlier and more clearly.
 * @throws OutboundError `invalid_url` or `blocked_address`.
 */
export async function checkOutboundTarget(raw: string, allowPrivate = env.ALLOW_PRIVATE_SITE_URLS): Promise<URL> {
  const url = checkOutboundUrl(raw, allowPrivate);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (allowPrivate || net.isIP(host)) return url;
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, TARGET_LOOKUP_MS, null).unref());
  const answers = await Promise.race([dns.promises.lookup(host, { all: true }).catch(() => null), timeout]);
  const blocked = answers?.find((a) => !isPublicAddress(a.address));
  if (blocked)
    throw new OutboundError(
      "blocked_address",
      `Refusing to connect to non-public address ${blocked.address} (${host})`,
    );
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that fails for any non-public answer. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) {
      const error = new OutboundError(
        "blocked_address",
        `Refusing to connect to non-public address ${blocked.address} (${hostname})`,
      );
      return callback(error as unknown as NodeJS.ErrnoException, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

let strictAgent: Agent | undefined;
let openAgent: Agent | undefined;
function agentFor(allowPrivate: boolean): Agent {
  if (allowPrivate) return (openAgent ??= new Agent());
  return (strictAgent ??= new Agent({ connect: { lookup: guardedLookup as never } }));
}

/** Where a refused handshake was going: the connector's options (undici sets `servername` only for a host name). */
interface TlsTarget {
  hostname: string;
  port: string;
  servername?: string | null;
}

/**
 * Reads the certificate `target` presents over a TLS connection that verifies nothing and sends nothing:
 * the handshake of the call itself refused it, and its expiry is recorded anyway (docs/federation-protocol.md
 * "Monitors"). Null when no certificate came within `timeoutMs` (refused, reset, not TLS).
 */
function probeCertificate(
  target: TlsTarget,
  allowPrivate: boolean,
  timeoutMs: number,
): Promise<PeerCertificate | null> {
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: target.hostname,
      port: Number(target.port) || 443,
      ...(target.servername ? { servername: target.servername } : {}),
      rejectUnauthorized: false,
      ...(allowPrivate ? {} : { lookup: guardedLookup as never }),
    });
    const done = (certificate: PeerCertificate | null) => {
      socket.destroy();
      resolve(certificate);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.once("error", () => done(null));
    socket.once("secureConnect", () => done(certificateOf(socket)));
  });
}

/** The peer certificate of a connected TLS socket, with why it is not trusted; null without one. */
function certificateOf(socket: TLSSocket): PeerCertificate | null {
  const validTo = socket.getPeerCertificate().valid_to;
  if (!validTo) return null;
  // Node sets `authorizationError` to the verify code (a string), though its type says Error.
  return { validTo: new Date(validTo), error: socket.authorized ? null : String(socket.authorizationError) };
}

/** True for an error the handshake's verification raised (a verify code, no system call), not a network failure. */
function isVerificationError(error: unknown): boolean {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === "string" &&
    !(error as NodeJS.ErrnoException).syscall
  );
}

/**
 * A one-call agent whose connections note the peer certificate in `seen`: a pooled connection could not
 * tell which call it served. Same address guard as the shared agents. When verification refuses the
 * certificate, `probeCertificate` reads it before the call fails.
 */
function certificateAgent(
  allowPrivate: boolean,
  ignoreTlsErrors: boolean,
  timeoutMs: number,
  seen: { certificate?: PeerCertificate },
): Agent {
  const connector = buildConnector({
    rejectUnauthorized: !ignoreTlsErrors,
    ...(allowPrivate ? {} : { lookup: guardedLookup }),
  } as buildConnector.BuildOptions);
  return new Agent({
    connect: (options, callback) =>
      connector(options, (error, socket) => {
        // undici's callback takes (error, null) or (null, socket).
        const answer = callback as (error: Error | null, socket: unknown) => void;
        if (!error && socket instanceof TLSSocket) seen.certificate = certificateOf(socket) ?? undefined;
        if (!error || options.protocol !== "https:" || !isVerificationError(error)) return answer(error, socket);
        void probeCertificate(options as TlsTarget, allowPrivate, timeoutMs).then((certificate) => {
          if (certificate) seen.certificate = certificate;
          answer(error, socket);
        });
      }),
  });
}

/** The first `OutboundError` or non-Error of `error`'s cause chain, else its innermost link. */
function rootCause(error: unknown): unknown {
  const chain = causeChain(error, 10);
  return chain.find((e) => e instanceof OutboundError || !(e instanceof Error)) ?? chain.at(-1) ?? error;
}

/**
 * Calls `rawUrl` under the rules above and reads the whole body.
 * @throws OutboundError for a refused URL or address, a timeout, a body over `maxBytes`, or a network failure.
 */
export async function outboundFetch(rawUrl: string, request: OutboundRequest = {}): Promise<OutboundResponse> {
  const allowPrivate = request.allowPrivate ?? env.ALLOW_PRIVATE_SITE_URLS;
  const url = checkOutboundUrl(rawUrl, allowPrivate);
  const timeoutMs = request.timeoutMs ?? 10_000;
  const maxBytes = request.maxBytes ?? 1024 * 1024;
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const seen: { certificate?: PeerCertificate } = {};
  const ownAgent =
    request.readCertificate || request.ignoreTlsErrors
      ? certificateAgent(allowPrivate, request.ignoreTlsErrors ?? false, timeoutMs, seen)
      : undefined;
  try {
    const response = await fetch(url, {
      method: request.method ?? "GET",
      headers: request.headers,
      body: request.body,
      signal,
      redirect: "manual",
      dispatcher: ownAgent ?? agentFor(allowPrivate),
    });
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > maxBytes && !request.truncate) {
      await response.body?.cancel();
      throw new OutboundError("too_large", `Response larger than ${maxBytes} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (response.body) {
      for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          if (!request.truncate) throw new OutboundError("too_large", `Response larger than ${maxBytes} bytes`);
          chunks.push(chunk.subarray(0, chunk.byteLength - (size - maxBytes)));
          break;
        }
        chunks.push(chunk);
      }
    }
    const bytes = Buffer.concat(chunks);
    return {
      status: response.status,
      ok: response.ok,
      headers: response.headers as unknown as Headers,
      text: bytes.toString("utf8"),
      bytes,
      durationMs: Math.round(performance.now() - started),
      ...(seen.certificate ? { certificate: seen.certificate } : {}),
    };
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (signal.aborted)
      throw new OutboundError("timeout", `No complete answer within ${timeoutMs} ms`, seen.certificate);
    const cause = rootCause(error);
    if (cause instanceof OutboundError) throw cause;
    throw new OutboundError("network", cause instanceof Error ? cause.message : String(cause), seen.certificate);
  } finally {
    void ownAgent?.destroy().catch(() => {
      // Its only connection is done with; nothing to clean up on a failure to close it.
    });
  }
}
