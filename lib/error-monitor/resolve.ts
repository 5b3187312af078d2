/** "Mark Resolved" (docs/spec/operator-console.md §4 "Error log": unresolved becomes resolved; the time and the resolver are kept). */
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { errorLogs } from "@/lib/db/schema";
import { cutText } from "@/lib/format/text";

/**
 * Resolves error group `id` as `username` now. Answers false when no such group exists; resolving a
 * resolved group keeps its first resolution.
 */
export async function resolveError(id: number, username: string): Promise<boolean> {
  await db
    .update(errorLogs)
    .set({ resolved: true, resolvedAt: new Date(), resolvedBy: cutText(username, 100, { marker: "" }) })
    .where(and(eq(errorLogs.id, id), eq(errorLogs.resolved, false)));
  const [row] = await db.select({ id: errorLogs.id }).from(errorLogs).where(eq(errorLogs.id, id));
  return !!row;
}
