/** Daily housekeeping: expired sessions and rate-limit windows long past are deleted. */
import { lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { rateLimits, sessions } from "@/lib/db/schema";

/** Deletes expired sessions and rate-limit rows older than a day; returns how many of each. */
export async function purgeExpiredRows(): Promise<{ sessions: number; rateLimits: number }> {
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expire, new Date())).returning({ sid: sessions.sid });
  const staleLimits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  return { sessions: expiredSessions.length, rateLimits: staleLimits.length };
}
