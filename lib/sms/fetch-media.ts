/**
 * An inbound MMS's photos and files (docs/sms.md "Photos"). The webhook lists them (`sms_media`, pending)
 * in the message's transaction and answers at once; they are fetched after the answer (Next's `after()`),
 * and any a stopped process left pending by the `sms-media` job a minute later. Each is fetched with the
 * account's credentials (Twilio's "HTTP Basic Authentication for media access") through the SSRF-guarded
 * client (lib/http/outbound.ts), following Twilio's redirect to its media store without passing the
 * credentials on, and kept up to `SMS_MEDIA_MAX_BYTES`; a larger one is listed with its type only.
 */
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { smsMedia, smsMessages } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { publishLeadChange } from "./lead-changes";
import { OutboundError, outboundFetch } from "@/lib/http/outbound";
import { SMS_MEDIA_MAX_COUNT, type InboundMedia } from "./inbound-message";

/** Largest media file kept, in bytes (5 MiB, Twilio's own limit for an outbound MMS). */
export const SMS_MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** How long one media fetch may take, in milliseconds, redirects included. */
const MEDIA_TIMEOUT_MS = 15_000;

/** Redirects followed: Twilio answers a media URL with one redirect to its store. */
const MAX_REDIRECTS = 3;

/** The sweep takes media pending for longer than this (the first try runs right after the answer). */
const SWEEP_AFTER_MS = 60_000;

/** Lists `media` of inbound message `smsMessageId` as pending, in the pipeline's transaction. */
export async function recordInboundMedia(tx: Database, smsMessageId: number, media: InboundMedia[]): Promise<void> {
  await tx
    .insert(smsMedia)
    .values(
      media.map((item, position) => ({
        smsMessageId,
        position,
        url: item.url,
        contentType: item.contentType.slice(0, 100),
      })),
    )
    .onConflictDoNothing();
}

/** What became of one file. */
type Fetched =
  { status: "stored"; data: Buffer; contentType: string } | { status: "too-large" | "failed"; error: string };

/** HTTP Basic credentials of the account, when configured (media of an account with HTTP auth on need them). */
function accountAuthorization(): string | undefined {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token } = env;
  return sid && token ? `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}` : undefined;
}

/**
 * Fetches `url`, following redirects through the guard. The credentials go with the first request only:
 * the address Twilio redirects to is pre-signed and needs none, and nothing else should see them.
 */
async function fetchOne(url: string): Promise<Fetched> {
  const authorization = accountAuthorization();
  let current = url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await outboundFetch(current, {
        headers: authorization && hop === 0 ? { Authorization: authorization } : {},
        timeoutMs: MEDIA_TIMEOUT_MS,
        maxBytes: SMS_MEDIA_MAX_BYTES,
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        current = new URL(location, current).toString();
        continue;
      }
      if (!response.ok) return { status: "failed", error: `HTTP ${response.status}` };
      return {
        status: "stored",
        data: response.bytes,
        contentType: response.headers.get("content-type")?.slice(0, 100) ?? "",
      };
    }
    return { status: "failed", error: `More than ${MAX_REDIRECTS} redirects` };
  } catch (error) {
    if (error instanceof OutboundError && error.code === "too_large") {
      return { status: "too-large", error: `Larger than ${SMS_MEDIA_MAX_BYTES / 1024 / 1024} MB` };
    }
    return { status: "failed", error: error instanceof Error ? error.message : String(error) };
  }
}

/** Which pending media to fetch: one message's, or (the sweep) any left pending for over a minute. */
export type PendingMediaScope = { smsMessageId: number } | { sweep: true; now?: Date; limit?: number };

/** What a run did, by outcome. */
export interface MediaFetchSummary {
  stored: number;
  tooLarge: number;
  failed: number;
}

/**
 * Fetches the pending media of `scope` one by one and stores each outcome; a row another run settled
 * meanwhile is left as it is. The lead of each message whose media changed is told.
 * Throws only when the database fails.
 */
export async function fetchPendingMedia(database: Database, scope: PendingMediaScope): Promise<MediaFetchSummary> {
  const pending = await database
    .select({ id: smsMedia.id, url: smsMedia.url, contentType: smsMedia.contentType, leadId: smsMessages.leadId })
    .from(smsMedia)
    .innerJoin(smsMessages, eq(smsMessages.id, smsMedia.smsMessageId))
    .where(
      and(
        eq(smsMedia.status, "pending"),
        "smsMessageId" in scope
          ? eq(smsMedia.smsMessageId, scope.smsMessageId)
          : lt(smsMedia.createdAt, new Date((scope.now ?? new Date()).getTime() - SWEEP_AFTER_MS)),
      ),
    )
    .orderBy(asc(smsMedia.id))
    .limit("sweep" in scope ? (scope.limit ?? 50) : SMS_MEDIA_MAX_COUNT);
  const summary: MediaFetchSummary = { stored: 0, tooLarge: 0, failed: 0 };
  const leads = new Set<number>();
  for (const item of pending) {
    const fetched = await fetchOne(item.url);
    const values =
      fetched.status === "stored"
        ? {
            status: "stored",
            data: fetched.data,
            byteSize: fetched.data.byteLength,
            contentType: fetched.contentType || item.contentType,
            error: null,
          }
        : { status: fetched.status, error: fetched.error.slice(0, 500) };
    await database
      .update(smsMedia)
      .set({ ...values, fetchedAt: sql`now()` })
      .where(and(eq(smsMedia.id, item.id), eq(smsMedia.status, "pending")));
    summary[fetched.status === "stored" ? "stored" : fetched.status === "too-large" ? "tooLarge" : "failed"]++;
    if (item.leadId !== null) leads.add(item.leadId);
  }
  for (const leadId of leads) await publishLeadChange(database, leadId);
  return summary;
}
