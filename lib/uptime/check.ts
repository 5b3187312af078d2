/**
 * One uptime check (docs/federation-protocol.md "Monitors"): an HTTP(S) GET of the site's URL or health path through the
 * SSRF-guarded outbound helper, passing when the status is in the expected range and the body holds the
 * keyword. Redirects are not followed: a 3xx answer is the site answering (the default range takes it).
 */
import { OutboundError, outboundFetch } from "@/lib/http/outbound";
import { scrubText } from "@/lib/error-monitor/scrub";
import type { SiteMonitor } from "@/lib/db/schema";
import { cutText } from "@/lib/format/text";

/** Longest part of the body read, in bytes: a keyword past it counts as missing. */
const MAX_BODY_BYTES = 512 * 1024;
/** Longest error kept on a heartbeat, in characters (the column's size). */
const MAX_ERROR = 300;

/** What a check needs of the monitor and its site. */
export type CheckTarget = Pick<
  SiteMonitor,
  "checkPath" | "timeoutMs" | "expectedStatusMin" | "expectedStatusMax" | "keyword" | "ignoreTlsErrors"
> & { siteUrl: string };

/** The outcome of one check. `responseMs` is null when no answer came. */
export interface CheckResult {
  ok: boolean;
  responseMs: number | null;
  httpStatus: number | null;
  /** The https certificate's `valid_to`, read whether or not it is trusted; null when none was read. */
  certExpiresAt: Date | null;
  /** Why that certificate is not trusted (a TLS verify code), null when it is or none was read. */
  certError: string | null;
  error: string | null;
}

/** Options of `checkSite`; `allowPrivate` overrides `ALLOW_PRIVATE_SITE_URLS` (benches). */
export interface CheckOptions {
  allowPrivate?: boolean;
}

/** The URL a monitor checks: the site's URL, or the health path under it (as the protocol's endpoints are). */
export function checkUrl(target: Pick<CheckTarget, "siteUrl" | "checkPath">): string {
  return target.checkPath ? `${target.siteUrl.replace(/\/+$/, "")}${target.checkPath}` : target.siteUrl;
}

const clip = (message: string) => cutText(scrubText(message), MAX_ERROR);

/** Checks `target` once. Never throws: a refused address, a timeout or a wrong answer is a failed result. */
export async function checkSite(target: CheckTarget, options: CheckOptions = {}): Promise<CheckResult> {
  const url = checkUrl(target);
  try {
    const response = await outboundFetch(url, {
      timeoutMs: target.timeoutMs,
      maxBytes: MAX_BODY_BYTES,
      truncate: true,
      // Only https has a certificate to read; plain http reuses the pooled connections.
      readCertificate: url.startsWith("https:"),
      ignoreTlsErrors: target.ignoreTlsErrors,
      headers: { "user-agent": "CustomPortalSolutions-Uptime/1.0", accept: "*/*" },
      ...(options.allowPrivate === undefined ? {} : { allowPrivate: options.allowPrivate }),
    });
    const base = {
      responseMs: response.durationMs,
      httpStatus: response.status,
      certExpiresAt: response.certificate?.validTo ?? null,
      certError: response.certificate?.error ?? null,
    };
    if (response.status < target.expectedStatusMin || response.status > target.expectedStatusMax) {
      return {
        ...base,
        ok: false,
        error: `HTTP ${response.status}, expected ${target.expectedStatusMin}–${target.expectedStatusMax}`,
      };
    }
    if (target.keyword && !response.text.includes(target.keyword)) {
      return { ...base, ok: false, error: clip(`Keyword "${target.keyword}" not found in the body`) };
    }
    return { ...base, ok: true, error: null };
  } catch (error) {
    // A refused certificate fails the check and is still recorded, with why it was refused.
    const certificate = error instanceof OutboundError ? error.certificate : undefined;
    return {
      ok: false,
      responseMs: null,
      httpStatus: null,
      certExpiresAt: certificate?.validTo ?? null,
      certError: certificate?.error ?? null,
      error: clip(error instanceof Error ? error.message : String(error)),
    };
  }
}
