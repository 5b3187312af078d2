/**
 * Live updates of the leads screens (docs/decisions/data-and-jobs.md "Live updates"): a write that changes what /leads,
 * a lead's page or the dashboard's leads card shows announces `leads` and `lead:<id>` in its own
 * transaction, so every instance's open screens re-read them once it commits.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { liveNotifySql, publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";

/** Announces lead `leadId`'s page and the leads lists (inbox, dashboard card) in `tx`. */
export async function publishLeadChange(tx: Database, leadId: number): Promise<void> {
  await publishChange(tx, liveTopic("leads"), liveTopic("lead", leadId));
}

/** Announces the lead whose phone is `phone` (E.164), if any, and the leads lists, in `tx`. */
export async function publishLeadOfPhone(tx: Database, phone: string): Promise<void> {
  await publishChange(tx, liveTopic("leads"));
  await tx
    .select({ announced: liveNotifySql(sql`'lead:' || ${leads.id}`) })
    .from(leads)
    .where(eq(leads.phone, phone));
}
