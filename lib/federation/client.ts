/**
 * The hub's calls to remote sites (docs/federation-protocol.md), all through `outboundFetch` (http(s)
 * only, SSRF guard, timeout, size cap) with `Authorization: Bearer <site key>`.
 *
 * `fetchSiteData` asks `GET /api/federated/sync` and, when a site answers 404 there (an older site),
 * the kinds' list endpoints instead, within one deadline: a dead site costs at most its timeout.
 */
import { OutboundError, outboundFetch } from "@/lib/http/outbound";
import { cleanRemoteText, clipRemoteText } from "@/lib/input/user-text";
import type { CollectedKind } from "./collected/kind";
import { COLLECTED_KINDS, KIND_NAMES, type KindName } from "./collected/registry";
import { commandReplySchema, type CommandRequest } from "./protocol";

/** Largest sync answer read, in bytes. */
export const SYNC_MAX_BYTES = 5 * 1024 * 1024;
/** Largest command reply read, in bytes. */
export const COMMAND_MAX_BYTES = 64 * 1024;
/** Longest response or error text kept per command response, in characters. */
const MAX_RESPONSE_TEXT = 10_000;

/** Where a site lives and the key it expects. `siteUrl` has no trailing slash. */
export interface SiteTarget {
  siteUrl: string;
  key: string;
}

/** Per-call options: the time budget in milliseconds and the SSRF override (tests, benches). */
export interface CallOptions {
  timeoutMs: number;
  allowPrivate?: boolean;
}

/** A failed call, with a message fit for a sync report or a command response. */
export class SiteCallError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = "SiteCallError";
  }
}

/**
 * The raw sections a site returned, one per collected kind (collected/registry.ts); `undefined` means
 * not received. `failures` explains missing sections.
 */
export type SiteData = { mode: "combined" | "lists"; site?: unknown; failures: string[] } & {
  [K in KindName]?: unknown;
};

/** The kinds a site also serves one by one, and where (docs/federation-protocol.md §4.2). */
const LIST_PATHS = KIND_NAMES.flatMap((name) => {
  const path = (COLLECTED_KINDS[name] as CollectedKind<unknown>).listPath;
  return path ? [[name, path] as const] : [];
});

function describe(error: unknown, path: string): SiteCallError {
  if (error instanceof SiteCallError) return error;
  if (error instanceof OutboundError) {
    if (error.code === "timeout") return new SiteCallError(`Timed out waiting for ${path}`, true);
    if (error.code === "network") return new SiteCallError(`Network error calling ${path}: ${error.message}`);
    return new SiteCallError(error.message);
  }
  return new SiteCallError(error instanceof Error ? error.message : String(error));
}

async function getJson(
  site: SiteTarget,
  path: string,
  deadline: number,
  options: CallOptions,
): Promise<{ status: number; body: unknown }> {
  const timeoutMs = Math.max(1, deadline - Date.now());
  try {
    const response = await outboundFetch(`${site.siteUrl}${path}`, {
      headers: { authorization: `Bearer ${site.key}`, accept: "application/json" },
      timeoutMs,
      maxBytes: SYNC_MAX_BYTES,
      allowPrivate: options.allowPrivate,
    });
    if (!response.ok) return { status: response.status, body: undefined };
    try {
      return { status: response.status, body: JSON.parse(response.text) as unknown };
    } catch {
      throw new SiteCallError(`${path} did not answer JSON`);
    }
  } catch (error) {
    throw describe(error, path);
  }
}

const httpError = (status: number, path: string) =>
  new SiteCallError(
    status === 401 || status === 403
      ? `HTTP ${status} from ${path}: the site refused the key`
      : `HTTP ${status} from ${path}`,
  );

/** A list endpoint may answer the array itself or `{ <name>: [...] }`. */
function listOf(body: unknown, name: string): unknown {
  if (body && typeof body === "object" && !Array.isArray(body) && name in body)
    return (body as Record<string, unknown>)[name];
  return body;
}

/**
 * Fetches a site's data (combined endpoint, or the kinds' list endpoints on 404).
 * @throws SiteCallError when nothing usable came back (timeout, network, refused key, not JSON, every list failed).
 */
export async function fetchSiteData(site: SiteTarget, options: CallOptions): Promise<SiteData> {
  const deadline = Date.now() + options.timeoutMs;
  const combined = await getJson(site, "/api/federated/sync", deadline, options);
  if (combined.status !== 404) {
    if (combined.body === undefined) throw httpError(combined.status, "/api/federated/sync");
    if (!combined.body || typeof combined.body !== "object" || Array.isArray(combined.body)) {
      throw new SiteCallError("/api/federated/sync did not answer a JSON object");
    }
    const body = combined.body as Record<string, unknown>;
    const data: SiteData = { mode: "combined", site: body.site, failures: [] };
    for (const name of KIND_NAMES) {
      if (body[name] === undefined) data.failures.push(`The answer had no ${name}`);
      else data[name] = body[name];
    }
    return data;
  }
  const entries = LIST_PATHS;
  const results = await Promise.allSettled(entries.map(([, path]) => getJson(site, path, deadline, options)));
  const data: SiteData = { mode: "lists", failures: [] };
  results.forEach((result, i) => {
    const [name, path] = entries[i]!;
    if (result.status === "rejected") data.failures.push(describe(result.reason, path).message);
    else if (result.value.body === undefined) data.failures.push(httpError(result.value.status, path).message);
    else data[name] = listOf(result.value.body, name);
  });
  if (data.failures.length === entries.length) {
    const timedOut = results.some((r) => r.status === "rejected" && describe(r.reason, "").timedOut);
    throw new SiteCallError(data.failures.join("; "), timedOut);
  }
  return data;
}

/** One site's answer to a broadcast command, as stored in `federated_command_responses`. */
export interface CommandOutcome {
  status: "success" | "failed" | "timeout";
  responseTimeMs: number;
  response: string | null;
  errorMessage: string | null;
}

/** A site's text as stored: cleaned of NUL and other control characters (they cannot be stored), and cut. */
const clip = (text: string) => {
  const clean = cleanRemoteText(text);
  return clean.length > MAX_RESPONSE_TEXT ? `${clipRemoteText(clean, MAX_RESPONSE_TEXT)}…` : clean;
};

function responseText(response: unknown, message: string): string | null {
  if (typeof response === "string") return clip(response);
  if (response !== undefined && response !== null) return clip(JSON.stringify(response));
  return message ? clip(message) : null;
}

/** Sends `request` to `POST /api/federated/command`; never throws: every failure is an outcome. */
export async function sendCommand(
  site: SiteTarget,
  request: CommandRequest,
  options: CallOptions,
): Promise<CommandOutcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  try {
    const answer = await outboundFetch(`${site.siteUrl}/api/federated/command`, {
      method: "POST",
      headers: { authorization: `Bearer ${site.key}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
      timeoutMs: options.timeoutMs,
      maxBytes: COMMAND_MAX_BYTES,
      allowPrivate: options.allowPrivate,
    });
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      body = undefined;
    }
    const reply = commandReplySchema.safeParse(body);
    if (!answer.ok || !reply.success) {
      const detail = reply.success && reply.data.message ? `: ${reply.data.message}` : "";
      return {
        status: "failed",
        responseTimeMs: elapsed(),
        response: answer.text ? clip(answer.text) : null,
        errorMessage: clip(`HTTP ${answer.status}${detail}`),
      };
    }
    const { success, message, response } = reply.data;
    return {
      status: success ? "success" : "failed",
      responseTimeMs: elapsed(),
      response: responseText(response, message),
      errorMessage: success ? null : clip(message || "The site reported a failure"),
    };
  } catch (error) {
    const failure = describe(error, "/api/federated/command");
    return {
      status: failure.timedOut ? "timeout" : "failed",
      responseTimeMs: elapsed(),
      response: null,
      errorMessage: failure.message,
    };
  }
}
