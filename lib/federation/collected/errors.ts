/**
 * Collected error log entries (docs/federation-protocol.md §4.4 "Error"; docs/spec/operator-console.md §3
 * "Collected error"): a sync's errors replace the site's previous ones; the request's method and URL
 * are kept in `requestContext`.
 */
import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db";
import { cursorKey, keysetQuery, type KeysetOrder, type PageRequest } from "@/lib/db/keyset";
import { federatedErrors, federatedSites } from "@/lib/db/schema";
import { readHubListParams } from "../hub-list-params";
import {
  DISPLAY_DEFAULTS,
  SEVERITIES,
  flag,
  isoDate,
  jsonObject,
  oneOf,
  parseList,
  text,
  type ParsedList,
  type Severity,
} from "../protocol";
import { LISTED_KINDS } from "./labels";
import { insertJsonRows, listedPage, siteIdsOf, type JsonColumns, type ListedKind, type SiteSection } from "./kind";

/** An error log entry as the hub stores it; `requestContext` keeps the method and URL. */
export interface CollectedError {
  errorMessage: string;
  stackTrace: string | null;
  severity: Severity;
  errorType: string | null;
  isResolved: boolean;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  createdAt: Date | null;
  userContext: Record<string, unknown> | null;
  requestContext: { method: string; url: string | null } & Record<string, unknown>;
}

const errorSchema = z.object({
  errorMessage: text(10_000),
  message: text(10_000),
  stackTrace: text(50_000),
  severity: text(20),
  errorType: text(100),
  resolved: flag,
  isResolved: flag,
  resolvedBy: text(100),
  resolvedAt: isoDate,
  createdAt: isoDate,
  requestMethod: text(10),
  requestUrl: text(2_000),
  userContext: jsonObject,
  requestContext: jsonObject,
});

/** Parses a list of error log entries leniently; `message` is accepted for `errorMessage`, `resolved` for `isResolved`. */
export function parseErrors(raw: unknown): ParsedList<CollectedError> {
  return parseList(raw, "error", errorSchema, (e) => ({
    errorMessage: e.errorMessage ?? e.message ?? DISPLAY_DEFAULTS.errorMessage,
    stackTrace: e.stackTrace ?? null,
    severity: oneOf(e.severity, SEVERITIES, DISPLAY_DEFAULTS.severity),
    errorType: e.errorType ?? null,
    isResolved: e.isResolved ?? e.resolved ?? false,
    resolvedBy: e.resolvedBy ?? null,
    resolvedAt: e.resolvedAt ?? null,
    createdAt: e.createdAt ?? null,
    userContext: e.userContext ?? null,
    requestContext: {
      ...e.requestContext,
      method: e.requestMethod?.toUpperCase() ?? DISPLAY_DEFAULTS.requestMethod,
      url: e.requestUrl ?? null,
    },
  }));
}

const COLUMNS: JsonColumns<CollectedError & { siteId: number }> = {
  siteId: federatedErrors.siteId,
  errorMessage: federatedErrors.errorMessage,
  stackTrace: federatedErrors.stackTrace,
  severity: federatedErrors.severity,
  errorType: federatedErrors.errorType,
  isResolved: federatedErrors.isResolved,
  resolvedBy: federatedErrors.resolvedBy,
  resolvedAt: federatedErrors.resolvedAt,
  createdAt: federatedErrors.createdAt,
  userContext: federatedErrors.userContext,
  requestContext: federatedErrors.requestContext,
};

const ORDER: KeysetOrder = { column: federatedErrors.syncedAt, kind: "timestamp", id: federatedErrors.id };

async function rows(request: PageRequest, where: SQL | undefined) {
  const keyset = keysetQuery(ORDER, request);
  const found = await db
    .select({
      id: federatedErrors.id,
      severity: federatedErrors.severity,
      resolved: federatedErrors.isResolved,
      errorMessage: federatedErrors.errorMessage,
      requestContext: federatedErrors.requestContext,
      stackTrace: federatedErrors.stackTrace,
      siteId: federatedErrors.siteId,
      siteName: federatedSites.siteName,
      createdAt: federatedErrors.createdAt,
      syncedAt: federatedErrors.syncedAt,
      cursorKey: cursorKey(ORDER),
    })
    .from(federatedErrors)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedErrors.siteId))
    .where(and(where, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(request.size + 1);
  // Method and URL come from the request context the site reported.
  return found.map(({ requestContext, ...e }) => {
    const context = (requestContext ?? {}) as { method?: unknown; url?: unknown };
    return {
      ...e,
      requestMethod: typeof context.method === "string" ? context.method : null,
      requestUrl: typeof context.url === "string" ? context.url : null,
    };
  });
}

/** A collected error as `GET /api/csc/collected-errors` answers it. */
export type CollectedErrorView = Omit<Awaited<ReturnType<typeof rows>>[number], "cursorKey">;

const list: ListedKind<CollectedError, CollectedErrorView>["list"] = {
  table: federatedErrors,
  where: (f) =>
    and(
      f.siteId ? eq(federatedErrors.siteId, f.siteId) : undefined,
      f.errorStatus === "unresolved" ? not(federatedErrors.isResolved) : undefined,
    ),
  rows,
  item: (e) => ({ title: e.errorMessage, description: e.requestUrl, priority: e.severity }),
};

/** Collected errors: read from each sync, listed per site on Site Control, fed to the fleet issues. */
export const errors: ListedKind<CollectedError, CollectedErrorView> = {
  label: "errors",
  listPath: "/api/csc/errors",
  parse: parseErrors,
  async store(tx, sections: SiteSection<CollectedError>[]) {
    await tx.delete(federatedErrors).where(sql`${federatedErrors.siteId} = any(${siteIdsOf(sections)})`);
    await insertJsonRows(
      tx,
      federatedErrors,
      COLUMNS,
      sections.flatMap((s) => s.items.map((e) => ({ ...e, siteId: s.siteId }))),
    );
  },
  reportColumn: "errorsCollected",
  hub: { path: LISTED_KINDS.errors.hubPath, read: (url) => listedPage(list, readHubListParams(url)) },
  pollVersion: federatedErrors.syncedAt,
  list,
};
