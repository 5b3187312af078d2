/**
 * Which status page a custom host serves (docs/federation-protocol.md "Status pages"): the proxy asks
 * for every request whose Host is not the app's own. The map of hosts is read at most once a minute per
 * process, so a visit costs no query; a host added or changed in the console is served within a minute.
 * A database that cannot be read answers no custom host (the request then gets a 404, never the console).
 */
import { isNotNull } from "drizzle-orm";
import { db } from "@/lib/db";
import { statusPages } from "@/lib/db/schema";

/** How long the map is kept, in ms. */
const HOSTS_TTL_MS = 60_000;

let hosts: { map: Map<string, string>; until: number } | null = null;

/**
 * What a custom host serves under its page's `/status/<slug>` besides `/` (docs/decisions/status-pages.md "A custom
 * host serves only its page"): the page, its JSON, feed and badges, and the subscription links. Every
 * other path there (sign-in, invitations, the marketing site, the console, another page) is a 404.
 */
export const CUSTOM_HOST_ROUTES = [
  "",
  "/status.json",
  "/feed.atom",
  "/badge/state.svg",
  "/badge/uptime.svg",
  "/confirm",
  "/confirm/one-click",
  "/unsubscribe",
  "/unsubscribe/one-click",
] as const;

/**
 * True when custom host of page `slug` serves `pathname` (as sent, before any rewrite): one of
 * `CUSTOM_HOST_ROUTES` under `/status/<slug>` (a trailing slash allowed), or Next.js's own files
 * (`/_next/…`: the page's scripts and styles).
 */
export function customHostServes(pathname: string, slug: string): boolean {
  if (pathname.startsWith("/_next/")) return true;
  const base = `/status/${slug}`;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return false;
  const rest = pathname.slice(base.length).replace(/\/$/, "");
  return (CUSTOM_HOST_ROUTES as readonly string[]).includes(rest);
}

/** The host part of a Host header, lower case, without its port or a trailing dot. */
export function hostName(header: string | null): string {
  return (header ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

/** The slug of the page served at custom host `host` (from `hostName`), or null. */
export async function statusSlugForHost(host: string, now: number = Date.now()): Promise<string | null> {
  if (!hosts || hosts.until <= now) {
    try {
      const rows = await db
        .select({ host: statusPages.customHost, slug: statusPages.slug })
        .from(statusPages)
        .where(isNotNull(statusPages.customHost));
      hosts = { map: new Map(rows.map((row) => [row.host!, row.slug])), until: now + HOSTS_TTL_MS };
    } catch (error) {
      console.error("[status] custom hosts could not be read", error);
      return null;
    }
  }
  return hosts.map.get(host) ?? null;
}
