/** Reads of the saved replies (docs/sms.md "Saved replies"): the inbox's settings and the `/` menu list them all, by name. */
import "server-only";
import { asc, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { smsSavedReplies, type SmsSavedReply } from "@/lib/db/schema";
import { SAVED_REPLIES_MAX } from "./saved-replies";

/** Every saved reply (at most `SAVED_REPLIES_MAX`), by name ignoring case. */
export function listSavedReplies(): Promise<SmsSavedReply[]> {
  return db
    .select()
    .from(smsSavedReplies)
    .orderBy(asc(sql`lower(${smsSavedReplies.name})`), asc(smsSavedReplies.id))
    .limit(SAVED_REPLIES_MAX);
}
