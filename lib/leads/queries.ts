/**
 * Reads of leads for /leads (the inbox), /leads/[id] (the timeline) and the dashboard card
 * (docs/sms.md "Leads"). The inbox is one keyset page at a time, newest activity first, searched and
 * filtered in SQL on the indexes of lib/db/schema/leads.ts.
 */
import "server-only";
import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import {
  COUNT_CAP,
  cursorKey,
  keysetQuery,
  searchCondition,
  toListTotal,
  toPage,
  type KeysetOrder,
  type ListTotal,
  type PageRequest,
  type PagedList,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { leadEvents, leadNeedsReply, leads, leadSearchText, smsOptOuts, type Lead } from "@/lib/db/schema";
import type { LeadAssignedFilter, LeadReplyFilter, LeadSourceFilter, LeadStatusFilter } from "./list-filter";
import { normalizePhoneNumber } from "@/lib/format/phone";

/** Newest activity first, on `leads_activity_id_idx` (or the status / needs-reply index when filtered). */
const LEAD_ORDER: KeysetOrder = { column: leads.lastActivityAt, kind: "timestamp", id: leads.id };

/**
 * What an inbox page is asked for: position and size, search text (already cleaned) and the filters;
 * `userId` is the signed-in user, whom `assigned: "me"` means.
 */
export type LeadPageRequest = PageRequest & {
  q: string;
  status: LeadStatusFilter;
  source: LeadSourceFilter;
  reply: LeadReplyFilter;
  assigned: LeadAssignedFilter;
  userId: number;
};

/**
 * One inbox row: the lead's columns the table shows, whether its number opted out of SMS, and whether its
 * latest inbound message is unanswered (never for an opted-out number: nobody can answer it by SMS).
 */
export type LeadRow = Pick<
  Lead,
  | "id"
  | "name"
  | "phone"
  | "email"
  | "status"
  | "sources"
  | "nextFollowUpOn"
  | "lastInboundAt"
  | "lastOutboundAt"
  | "lastActivityAt"
> & {
  needsReply: boolean;
  optedOut: boolean;
};

/** The lead's number is in `sms_opt_outs`. */
const leadOptedOut = sql<boolean>`exists (select 1 from ${smsOptOuts} where ${smsOptOuts.phoneNumber} = ${leads.phone})`;

/**
 * "Needs reply" as the inbox, its figures and the digest count it: a newer message from the person than
 * the last answer (the partial index's condition), from a number that did not opt out.
 */
const leadAwaitingReply = and(leadNeedsReply(leads), sql`not ${leadOptedOut}`)!;

/** Digits of a search that reads as a phone fragment ("701-0002", "(555) 701"), as stored numbers hold them; else null. */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s().+-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  return digits.length >= 4 && digits !== q ? digits : null;
}

/** One page of the inbox and how many leads match. */
export type LeadPage = PagedList<LeadRow>;

/**
 * The search and filter conditions. `q` matches name, phone, e-mail, codes and idea text (trigram
 * index over `leadSearchText`); a `q` that reads as a whole phone number also finds the lead with that
 * number however it was typed ("(555) 123-4567" finds +15551234567), and one that reads as part of a
 * number, in any format the screens show it ("701-0002", "(555) 701"), finds the numbers holding its digits.
 */
function leadConditions({
  q,
  status,
  source,
  reply,
  assigned,
  userId,
}: Omit<LeadPageRequest, keyof PageRequest>): SQL | undefined {
  const phone = q ? normalizePhoneNumber(q) : null;
  const digits = q ? phoneDigits(q) : null;
  return and(
    status === "all" ? undefined : eq(leads.status, status),
    source === "all" ? undefined : sql`${source} = any(${leads.sources})`,
    reply === "all" ? undefined : leadAwaitingReply,
    // Both on leads_assigned_activity_id_idx (a b-tree answers `is null` too).
    assigned === "me" ? eq(leads.assignedTo, userId) : assigned === "unassigned" ? isNull(leads.assignedTo) : undefined,
    q
      ? or(
          searchCondition(leadSearchText(leads), q),
          digits ? searchCondition(leadSearchText(leads), digits) : undefined,
          phone ? eq(leads.phone, phone) : undefined,
        )
      : undefined,
  );
}

/** A page of the inbox, newest activity first, with its capped total. */
export async function pageLeads(request: LeadPageRequest): Promise<LeadPage> {
  const filter = leadConditions(request);
  const keyset = keysetQuery(LEAD_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: leads.id,
        name: leads.name,
        phone: leads.phone,
        email: leads.email,
        status: leads.status,
        sources: leads.sources,
        nextFollowUpOn: leads.nextFollowUpOn,
        lastInboundAt: leads.lastInboundAt,
        lastOutboundAt: leads.lastOutboundAt,
        lastActivityAt: leads.lastActivityAt,
        needsReply: sql<boolean>`coalesce(${leadAwaitingReply}, false)`,
        optedOut: leadOptedOut,
        cursorKey: cursorKey(LEAD_ORDER),
      })
      .from(leads)
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(leads, filter),
  ]);
  // The rows keep their `cursorKey` (a few bytes): the pager's cursors come from it.
  return { page: toPage(rows, request), total };
}

/**
 * The leads figures of the dashboard card and the /leads stat cards, each capped like a list's total:
 * exact up to `COUNT_CAP`, then shown as "10,000+".
 */
export interface LeadStats {
  /** Leads created since Monday 00:00 UTC of this week. */
  newThisWeek: ListTotal;
  needingReply: ListTotal;
  /** Leads whose follow-up date is today or earlier (UTC). */
  followUpsDue: ListTotal;
}

/**
 * The figures in one statement. Each counts at most `COUNT_CAP + 1` entries of its own index
 * (`leads_created_idx`, the partial `leads_needs_reply_activity_id_idx`, `leads_follow_up_idx`): an
 * exact count of a figure in the hundreds of thousands (a spam wave, or years of unanswered texts)
 * reads the whole index on every page load, and past 10,000 the exact figure tells an admin nothing
 * the capped one does not (docs/decisions/sms-and-conversations.md "Capped lead figures").
 */
export async function leadStats(database: Database): Promise<LeadStats> {
  const count = (where: SQL) =>
    sql<number>`(select count(*) from (select 1 from ${leads} where ${where} limit ${COUNT_CAP + 1}) capped)::int`;
  // No FROM: three scalar subqueries, each over its own index; a one-row select of them says it in the builder.
  const [row] = await database
    .select({
      newThisWeek: count(sql`${leads.createdAt} >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'`),
      needingReply: count(leadAwaitingReply),
      followUpsDue: count(sql`${leads.nextFollowUpOn} <= (now() at time zone 'UTC')::date`),
    })
    .from(sql`(select 1) as one`);
  return {
    newThisWeek: toListTotal(row?.newThisWeek ?? 0),
    needingReply: toListTotal(row?.needingReply ?? 0),
    followUpsDue: toListTotal(row?.followUpsDue ?? 0),
  };
}

/** A lead for the digest: who, and the date or wait that puts it there. */
export type DigestLead = Pick<Lead, "id" | "name" | "phone" | "email" | "status" | "nextFollowUpOn" | "lastInboundAt">;

/** The digest's leads sections (see `digestLeads`). */
export interface LeadsDigest {
  followUps: DigestLead[];
  followUpCount: number;
  waiting: DigestLead[];
  waitingCount: number;
}

/** How long a lead may wait for an answer before the digest lists it, in hours. */
export const DIGEST_WAIT_HOURS = 48;
/** Most leads the digest lists per section (the rest is a count and a link to /leads). */
export const DIGEST_LEAD_LIMIT = 25;

/**
 * The digest's two lists: follow-ups due by the end of today (UTC), earliest first, and leads whose
 * latest message has waited more than `DIGEST_WAIT_HOURS` without an answer, longest wait first.
 * Each at most `DIGEST_LEAD_LIMIT`, with the full count.
 */
export async function digestLeads(database: Database): Promise<LeadsDigest> {
  const columns = {
    id: leads.id,
    name: leads.name,
    phone: leads.phone,
    email: leads.email,
    status: leads.status,
    nextFollowUpOn: leads.nextFollowUpOn,
    lastInboundAt: leads.lastInboundAt,
  };
  const due = sql`${leads.nextFollowUpOn} <= (now() at time zone 'UTC')::date`;
  const waited = and(
    leadAwaitingReply,
    sql`${leads.lastInboundAt} < now() - make_interval(hours => ${DIGEST_WAIT_HOURS})`,
  );
  const [followUps, waiting, [counts]] = await Promise.all([
    database.select(columns).from(leads).where(due).orderBy(leads.nextFollowUpOn, leads.id).limit(DIGEST_LEAD_LIMIT),
    database.select(columns).from(leads).where(waited).orderBy(leads.lastInboundAt, leads.id).limit(DIGEST_LEAD_LIMIT),
    database
      .select({
        followUpCount: sql<number>`(count(*) filter (where ${due}))::int`,
        waitingCount: sql<number>`(count(*) filter (where ${waited}))::int`,
      })
      .from(leads),
  ]);
  return { followUps, waiting, followUpCount: counts?.followUpCount ?? 0, waitingCount: counts?.waitingCount ?? 0 };
}

/** One lead by id, or null. */
export async function findLead(id: number): Promise<Lead | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

/** The lead a merged-away id now lives in (following chains of merges), or null when the id never merged. */
export async function mergedInto(id: number): Promise<number | null> {
  let current = id;
  for (let hop = 0; hop < 20; hop++) {
    const [merge] = await db
      .select({ leadId: leadEvents.leadId })
      .from(leadEvents)
      .where(and(eq(leadEvents.kind, "merge"), eq(leadEvents.otherLeadId, current)))
      .orderBy(desc(leadEvents.id))
      .limit(1);
    const next = merge?.leadId;
    if (next === undefined) return current === id ? null : current;
    const [exists] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, next));
    if (exists) return next;
    current = next;
  }
  return null;
}
