/**
 * Live updates of the leads screens (docs/decisions.md "Live updates"): a write that changes what /leads,
 * a lead's page or the dashboard's leads card shows announces `leads` and `lead:<id>` in its own
 * transaction, so every instance's open screens re-read them once it commits.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { liveNotifySql, publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";

/** Announces lead `leadId`'s page and the leads lists (inbox, dashboard card) in `tx`. */
export async function publishLeadChange(tx: Database, leadId: number): Promise<void> {
  await publishChange(tx, liveTopic("leads"), liveTopic("lead", leadId));
}

/** Announces the lead whose phone is `phone` (E.164), if any, and the leads lists, in one statement in `tx`. */
export async function publishLeadOfPhone(tx: Database, phone: string): Promise<void> {
  await tx.execute(sql`select ${liveNotifySql(sql`topic`)} from (
    select ${liveTopic("leads")}::text as topic union all select 'lead:' || ${leads.id} from ${leads} where ${leads.phone} = ${phone}
  ) as changed`);
}
