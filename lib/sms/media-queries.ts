/** Reads of stored MMS media (docs/sms.md "Photos"). */
import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { smsMedia } from "@/lib/db/schema";

/** A stored attachment's bytes and what they are, or null when `id` is unknown or not stored. */
export async function storedMedia(
  id: number,
): Promise<{ smsMessageId: number; position: number; contentType: string; data: Buffer } | null> {
  const [row] = await db
    .select({
      smsMessageId: smsMedia.smsMessageId,
      position: smsMedia.position,
      contentType: smsMedia.contentType,
      data: smsMedia.data,
    })
    .from(smsMedia)
    .where(and(eq(smsMedia.id, id), eq(smsMedia.status, "stored")));
  return row?.data ? { ...row, data: row.data } : null;
}
