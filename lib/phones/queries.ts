/**
 * Reads of `authorized_phones` for SMS Authorization Management (docs/spec/site-and-admin.md §2 "Admin screens"
 * 4): one keyset page at a time, searched in SQL (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { searchCondition, type KeysetOrder, type PageRequest, type PagedList } from "@/lib/db/keyset";
import { readTablePage } from "@/lib/db/table-page";
import { authorizedPhones, authorizedPhoneSearchText, type AuthorizedPhone } from "@/lib/db/schema";

/** Newest first, on `authorized_phones_created_id_idx`. */
const PHONE_ORDER: KeysetOrder = { column: authorizedPhones.createdAt, kind: "timestamp", id: authorizedPhones.id };

/** One page of authorized phones and how many match the search. */
export type AuthorizedPhonePage = PagedList<AuthorizedPhone>;

/** A page of authorized phones newest first; `q` matches number, owner or description (trigram index). */
export async function pageAuthorizedPhones(request: PageRequest & { q: string }): Promise<AuthorizedPhonePage> {
  return readTablePage(
    authorizedPhones,
    PHONE_ORDER,
    request,
    searchCondition(authorizedPhoneSearchText(authorizedPhones), request.q),
  );
}

/** The stat cards: Total, Active and Inactive Numbers. */
export interface AuthorizedPhoneStats {
  total: number;
  active: number;
  inactive: number;
}

/** The stat cards in one aggregate statement. */
export async function authorizedPhoneStats(): Promise<AuthorizedPhoneStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${authorizedPhones.isActive}))::int`,
    })
    .from(authorizedPhones);
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  return { total, active, inactive: total - active };
}

/** How many active numbers /test-sms lists as authorized senders (the newest; the page only suggests them). */
export const TEST_SMS_NUMBERS = 20;

/** The newest active authorized numbers, at most `limit`, for /test-sms's scenarios. */
export async function recentActiveAuthorizedNumbers(limit = TEST_SMS_NUMBERS): Promise<string[]> {
  const rows = await db
    .select({ phoneNumber: authorizedPhones.phoneNumber })
    .from(authorizedPhones)
    .where(eq(authorizedPhones.isActive, true))
    .orderBy(desc(authorizedPhones.createdAt), desc(authorizedPhones.id))
    .limit(limit);
  return rows.map((row) => row.phoneNumber);
}
