/**
 * Events other domains put on a lead's timeline (docs/sms.md "Leads"): a quote sent, first viewed,
 * accepted or declined; an invoice's overdue reminder; the client's page opened. The leads domain writes its own table; callers name the kind and the line shown.
 */
import type { Database } from "@/lib/db";
import { leadEvents } from "@/lib/db/schema";
import { publishLeadChange } from "./publish-change";

/** Kinds another domain may record. */
export type ForeignLeadEventKind = "quote" | "invoice" | "client-page";

/** Records `body` as a `kind` event of lead `leadId` in `tx` and announces the lead's page. */
export async function recordLeadEvent(
  tx: Database,
  leadId: number,
  kind: ForeignLeadEventKind,
  body: string,
  actor: string | null,
): Promise<void> {
  await tx.insert(leadEvents).values({ leadId, kind, body, actor });
  await publishLeadChange(tx, leadId);
}
