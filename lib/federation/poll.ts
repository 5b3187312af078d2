/**
 * Cheap polls for the hub screens (docs/spec/operator-console.md §9: every 10, 30 or 60 s): each answer carries an
 * ETag over the version of the data it was read from and the request's query, and a poll that presents
 * the same ETag in `If-None-Match` is answered `304 Not Modified` after one small version query, without
 * reading the lists (RFC 9110 §13.1.2, §15.4.5; docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync").
 */
import { createHash } from "node:crypto";
import { count, max, sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { federatedCommandResponses, federatedCommands, federatedSites, federatedSyncReports } from "@/lib/db/schema";
import { healthInputsVersion } from "@/lib/site-health/queries";
import type { CollectedKind } from "./collected/kind";
import { COLLECTED_KINDS, KIND_NAMES } from "./collected/registry";

/** Bumped when an endpoint's answer changes shape, so no client keeps data of the old shape. */
const SHAPE_VERSION = "1";

/**
 * The version of everything the sites, sync report and collected lists show: the sites (count and
 * latest update, so adding, editing, pausing, syncing and deleting a site all move it), the newest
 * sync report (every sync writes one) and the newest collected row of each kind that names a version
 * column (collected/registry.ts). Each part is one index read.
 */
export async function hubDataVersion(): Promise<string> {
  const kinds = Object.fromEntries(
    KIND_NAMES.flatMap((name) => {
      const column = (COLLECTED_KINDS[name] as CollectedKind<unknown>).pollVersion;
      return column ? [[name, sql<string | null>`(select max(${column}) from ${column.table})::text`]] : [];
    }),
  );
  const [row] = await db
    .select({
      sites: count(),
      siteUpdated: sql<string | null>`max(${federatedSites.updatedAt})::text`,
      report: sql<number | null>`(select max(${federatedSyncReports.id}) from ${federatedSyncReports})`,
      ...kinds,
    })
    .from(federatedSites);
  return JSON.stringify(row);
}

/** `hubDataVersion` and the site health's other inputs, for the polls that show each site's health. */
export async function hubHealthVersion(): Promise<string> {
  const [data, health] = await Promise.all([hubDataVersion(), healthInputsVersion()]);
  return `${data}|${health}`;
}

/**
 * The version of Command History and the responses: the newest command and response, and the status
 * of every command still in flight (a partial index keeps that set small), so a command that finishes
 * moves it.
 */
export async function commandsVersion(): Promise<string> {
  const [row] = await db
    .select({
      command: max(federatedCommands.id),
      response: sql<number | null>`(select max(${federatedCommandResponses.id}) from ${federatedCommandResponses})`,
      inFlight: sql<
        string | null
      >`(select string_agg(c.id || ':' || c.status, ',' order by c.id) from ${federatedCommands} c
        where c.status in ('pending', 'broadcasting'))`,
    })
    .from(federatedCommands);
  return JSON.stringify(row);
}

/** A weak ETag over the endpoint, its query (key order ignored) and the data's `version`. */
export function pollEtag(url: URL, version: string): string {
  const query = [...url.searchParams]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const digest = createHash("sha256")
    .update(`${SHAPE_VERSION}\n${url.pathname}\n${query}\n${version}`)
    .digest("base64url");
  return `W/"${digest.slice(0, 27)}"`;
}

/** True when `If-None-Match` names `etag` (weak comparison) or is `*`. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Every answer may be kept by the browser but must be revalidated before reuse; it is per user. */
const CACHE_CONTROL = "private, no-cache";

/**
 * Answers a poll: 304 when the request's `If-None-Match` matches the current ETag, otherwise `load()`
 * as JSON with the ETag. The version is read before the data, so data newer than its ETag is at worst
 * sent once more, never skipped.
 */
export async function pollResponse(
  request: Request,
  version: Promise<string>,
  load: () => Promise<unknown>,
): Promise<Response> {
  const etag = pollEtag(new URL(request.url), await version);
  const headers = { etag, "cache-control": CACHE_CONTROL };
  if (etagMatches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return NextResponse.json(await load(), { headers });
}
