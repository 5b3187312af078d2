/**
 * The key this app accepts when a hub calls its remote-site endpoints (docs/federation-protocol.md §1
 * "Authentication"): `FEDERATION_SITE_KEY`, or the key an admin pasted on Site Control (kept only as a
 * SHA-256 in `remote_site_keys`). `withSiteKey` fails closed: no key configured → 503, a missing or
 * wrong bearer → 401. Keys are compared in constant time.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { desc } from "drizzle-orm";
import { db } from "@/lib/db";
import { remoteSiteKeys } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { mapErrors } from "@/lib/http/route";
import { hashSiteKey } from "../keys";

/** Where the accepted key comes from. */
export interface SiteKeyStatus {
  fromEnvironment: boolean;
  stored: { createdAt: Date; createdBy: string | null } | null;
}

/** Which keys are configured (never the keys themselves). */
export async function siteKeyStatus(): Promise<SiteKeyStatus> {
  const [row] = await db.select().from(remoteSiteKeys).orderBy(desc(remoteSiteKeys.id)).limit(1);
  return {
    fromEnvironment: Boolean(env.FEDERATION_SITE_KEY),
    stored: row ? { createdAt: row.createdAt, createdBy: row.createdBy } : null,
  };
}

/** Replaces the stored key with `key` (its hash only). */
export async function setStoredSiteKey(key: string, createdBy: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(remoteSiteKeys);
    await tx.insert(remoteSiteKeys).values({ keyHash: hashSiteKey(key), createdBy });
  });
}

/** Forgets the stored key (`FEDERATION_SITE_KEY`, when set, still applies). */
export async function clearStoredSiteKey(): Promise<void> {
  await db.delete(remoteSiteKeys);
}

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** The bearer token of an `Authorization` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer ([^\s]+)$/.exec(header ?? "");
  return match ? match[1]! : null;
}

/**
 * Checks a presented key against the accepted ones, each compared in constant time.
 * @returns "unconfigured" when no key is accepted at all.
 */
export function matchSiteKey(
  presented: string | null,
  accepted: { envKey?: string; storedHashes: string[] },
): "ok" | "denied" | "unconfigured" {
  if (!accepted.envKey && accepted.storedHashes.length === 0) return "unconfigured";
  const digest = sha256(presented ?? "");
  let ok = false;
  if (accepted.envKey) ok = timingSafeEqual(digest, sha256(accepted.envKey)) || ok;
  for (const hash of accepted.storedHashes) {
    const stored = Buffer.from(hash, "hex");
    if (stored.length === digest.length) ok = timingSafeEqual(digest, stored) || ok;
  }
  return presented && ok ? "ok" : "denied";
}

/** Wraps a remote-site route handler with the key check above; errors go through the one map of lib/http/route.ts. */
export function withSiteKey<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return (request: Request, context: C): Promise<Response> =>
    mapErrors(request, async () => {
      const stored = await db.select({ keyHash: remoteSiteKeys.keyHash }).from(remoteSiteKeys);
      const verdict = matchSiteKey(bearerToken(request.headers.get("authorization")), {
        envKey: env.FEDERATION_SITE_KEY,
        storedHashes: stored.map((s) => s.keyHash),
      });
      if (verdict === "unconfigured") throw new AppError("unavailable", "This site has no federation key configured");
      if (verdict === "denied") {
        // RFC 6750 §3: a 401 for a bearer token names its scheme, so this stays a response rather than an AppError.
        return Response.json(
          { error: "Unauthorized" },
          { status: 401, headers: { "www-authenticate": 'Bearer realm="federation"' } },
        );
      }
      return handler(request, context);
    });
}
