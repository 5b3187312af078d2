/** Reads of `authorized_phones` for SMS Authorization Management (site-and-admin.md §2 "Admin screens" 4). */
import { asc, desc } from "drizzle-orm";
import { db } from "@/lib/db";
import { authorizedPhones, type AuthorizedPhone } from "@/lib/db/schema";

/** Every authorized phone, newest first. */
export async function listAuthorizedPhones(): Promise<AuthorizedPhone[]> {
  return db.select().from(authorizedPhones).orderBy(desc(authorizedPhones.createdAt), asc(authorizedPhones.id));
}
