// GET /api/federated/health - this app's health for a hub's uptime checks (docs/federation-protocol.md §4.5 "health path"; no key)
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { withErrors } from "@/lib/http/route";

/** Never cached: each check must reach the server and its database. */
export const dynamic = "force-dynamic";

/**
 * 200 `{ status: "ok" }` when the server answers and its database does; a database outage answers 503
 * `unavailable` (through `withErrors`), which a monitor counts as down. Says nothing else about the site,
 * so it needs no key.
 */
export const GET = withErrors(async () => {
  await db.execute(sql`select 1`);
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
});
