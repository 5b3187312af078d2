/**
 * Merging and splitting leads (docs/sms.md "Leads"). A merge folds one person's two leads into
 * the older one (the smaller id): every message, request, code, event, e-mail and booking moves over, the
 * identities and dates combine, the other lead row is deleted and a `merge` event remembers it (its old
 * address redirects through that event). A split moves chosen items to a new lead.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  bookings,
  contactRequests,
  leadEmails,
  leadEvents,
  leads,
  projectCodes,
  projects,
  quotes,
  smsMessages,
  type Lead,
  type LeadSource,
} from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { pluralize } from "@/lib/format/number";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { KEYWORDS_MAX_LENGTH } from "./search-keywords";
import { cutText } from "@/lib/format/text";
import { LEAD_SOURCES } from "./statuses";

/** Who did it (an admin's username; null for a merge a redemption caused) and why, for the event. */
export interface MergeContext {
  actor: string | null;
  reason: string;
}

const describe = (lead: Pick<Lead, "id" | "name" | "phone" | "email">) =>
  `#${lead.id} (${[lead.name, lead.phone, lead.email].filter(Boolean).join(", ") || "no contact details"})`;

/**
 * Merges the leads `ids` (two, any order) into the one with the smaller id and returns that id.
 * Idempotent: when one of them no longer exists (merged already), nothing changes and the surviving id
 * is returned. Rows are locked in id order, so concurrent merges of overlapping pairs never deadlock.
 * The kept lead keeps its own phone and e-mail and takes the other's where it has none; a second,
 * different phone or e-mail is recorded in the event's text (a lead has one of each).
 * @throws AppError("not_found") when neither lead exists.
 */
export async function mergeLeads(tx: Database, ids: [number, number], context: MergeContext): Promise<number> {
  const [keepId, goneId] = ids[0] < ids[1] ? ids : [ids[1], ids[0]];
  if (keepId === goneId) return keepId;
  const locked = await tx
    .select()
    .from(leads)
    .where(inArray(leads.id, [keepId, goneId]))
    .orderBy(leads.id)
    .for("update");
  const keep = locked.find((l) => l.id === keepId);
  const gone = locked.find((l) => l.id === goneId);
  if (!keep && !gone) throw new AppError("not_found", "These leads no longer exist.");
  if (!keep || !gone) return (keep ?? gone)!.id;

  // Quotes and projects follow too: a merge must not cascade a signed quote's evidence away.
  for (const table of [
    smsMessages,
    contactRequests,
    projectCodes,
    leadEvents,
    leadEmails,
    bookings,
    quotes,
    projects,
  ] as const) {
    await tx.update(table).set({ leadId: keepId }).where(eq(table.leadId, goneId));
  }
  // The other lead gives up its identities first: the unique indexes hold at every statement.
  await tx.update(leads).set({ phone: null, email: null }).where(eq(leads.id, goneId));
  const sources = [...new Set([...keep.sources, ...gone.sources])];
  await tx
    .update(leads)
    .set({
      name: keep.name ?? gone.name,
      phone: keep.phone ?? gone.phone,
      email: keep.email ?? gone.email,
      status: keep.status === "new" ? gone.status : keep.status,
      ownerNote: [keep.ownerNote, gone.ownerNote].filter(Boolean).join("\n\n") || null,
      nextFollowUpOn:
        [keep.nextFollowUpOn, gone.nextFollowUpOn].filter((d): d is string => d !== null).sort()[0] ?? null,
      lastInboundAt: sql`greatest(${leads.lastInboundAt}, ${gone.lastInboundAt})`,
      lastOutboundAt: sql`greatest(${leads.lastOutboundAt}, ${gone.lastOutboundAt})`,
      lastActivityAt: sql`greatest(${leads.lastActivityAt}, ${gone.lastActivityAt}, now())`,
      sources,
      keywords: cutText([keep.keywords, gone.keywords].filter(Boolean).join("\n"), KEYWORDS_MAX_LENGTH, { marker: "" }),
      createdAt: sql`least(${leads.createdAt}, ${gone.createdAt})`,
    })
    .where(eq(leads.id, keepId));
  await tx.delete(leads).where(eq(leads.id, goneId));
  const [kept] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, keepId));
  await tx.update(projectCodes).set({ status: kept!.status }).where(eq(projectCodes.leadId, keepId));
  await tx.insert(leadEvents).values({
    leadId: keepId,
    kind: "merge",
    otherLeadId: goneId,
    actor: context.actor,
    body: `Merged lead ${describe(gone)} into ${describe(keep)}: ${context.reason}.`,
  });
  await publishChange(tx, liveTopic("leads"), liveTopic("lead", keepId), liveTopic("lead", goneId));
  return keepId;
}

/**
 * The sources lead `leadId` holds now: `sms` for a message the person texted, `contact` for a contact
 * request, `redemption` for a redeemed code, `booking` for a booked call. Those of `previous` keep their order, new ones follow.
 */
async function sourcesHeld(tx: Database, leadId: number, previous: string[]): Promise<LeadSource[]> {
  // No FROM: four EXISTS over the items' lead indexes, as one row.
  const [held] = await tx
    .select({
      sms: sql<boolean>`exists (select 1 from ${smsMessages} where ${smsMessages.leadId} = ${leadId} and ${smsMessages.direction} = 'inbound')`,
      contact: sql<boolean>`exists (select 1 from ${contactRequests} where ${contactRequests.leadId} = ${leadId})`,
      redemption: sql<boolean>`exists (select 1 from ${projectCodes} where ${projectCodes.leadId} = ${leadId} and ${projectCodes.isUsed})`,
      booking: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.leadId} = ${leadId})`,
    })
    .from(sql`(select 1) as one`);
  const holds = (source: LeadSource) => held?.[source] === true;
  const kept = previous.filter(
    (source): source is LeadSource =>
      (LEAD_SOURCES as readonly string[]).includes(source) && holds(source as LeadSource),
  );
  return [...kept, ...LEAD_SOURCES.filter((source) => holds(source) && !kept.includes(source))];
}

/** What a split moves to the new lead. */
export interface SplitItems {
  smsMessageIds: number[];
  contactRequestIds: number[];
  projectCodeIds: number[];
  /** Move the lead's phone / e-mail to the new lead too. */
  movePhone: boolean;
  moveEmail: boolean;
}

/**
 * Moves the chosen items of lead `leadId` to a new lead (status `new`, the same name) and returns its
 * id. Items that do not belong to the lead are ignored; moving nothing is refused. The new lead's
 * `last_inbound_at` is its newest moved item; both leads' sources are what each holds afterwards; both
 * get a `split` event.
 * @throws AppError("not_found") when the lead is gone, AppError("invalid") when nothing would move.
 */
export async function splitLead(tx: Database, leadId: number, items: SplitItems, actor: string): Promise<number> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  if (!lead) throw new AppError("not_found", "This lead no longer exists.");
  const nothing = items.smsMessageIds.length + items.contactRequestIds.length + items.projectCodeIds.length === 0;
  if (nothing && !items.movePhone && !items.moveEmail)
    throw new AppError("invalid", "Choose at least one item to move.");

  const phone = items.movePhone ? lead.phone : null;
  const email = items.moveEmail ? lead.email : null;
  if (phone || email) {
    await tx
      .update(leads)
      .set({ phone: items.movePhone ? null : lead.phone, email: items.moveEmail ? null : lead.email })
      .where(eq(leads.id, leadId));
  }
  const [created] = await tx
    .insert(leads)
    .values({ name: lead.name, phone, email, status: "new", lastActivityAt: sql`now()` })
    .returning({ id: leads.id });
  const newId = created!.id;

  const moved = await Promise.all([
    items.smsMessageIds.length
      ? tx
          .update(smsMessages)
          .set({ leadId: newId })
          .where(and(eq(smsMessages.leadId, leadId), inArray(smsMessages.id, items.smsMessageIds)))
          .returning({ at: smsMessages.createdAt })
      : [],
    items.contactRequestIds.length
      ? tx
          .update(contactRequests)
          .set({ leadId: newId })
          .where(and(eq(contactRequests.leadId, leadId), inArray(contactRequests.id, items.contactRequestIds)))
          .returning({ at: contactRequests.createdAt })
      : [],
    items.projectCodeIds.length
      ? tx
          .update(projectCodes)
          .set({ leadId: newId, status: "new" })
          .where(and(eq(projectCodes.leadId, leadId), inArray(projectCodes.id, items.projectCodeIds)))
          .returning({ at: sql<Date>`coalesce(${projectCodes.usedAt}, ${projectCodes.createdAt})` })
      : [],
  ]);
  const [smsMoved, contactMoved, codesMoved] = moved;
  if (smsMoved.length + contactMoved.length + codesMoved.length === 0 && !phone && !email) {
    throw new AppError("invalid", "None of the chosen items belong to this lead any more.");
  }
  const times = [...smsMoved, ...contactMoved, ...codesMoved].map((r) => new Date(r.at).getTime());
  await tx
    .update(leads)
    .set({
      sources: await sourcesHeld(tx, newId, []),
      lastInboundAt: times.length ? new Date(Math.max(...times)) : null,
      createdAt: sql`now()`,
    })
    .where(eq(leads.id, newId));
  await tx
    .update(leads)
    .set({ sources: await sourcesHeld(tx, leadId, lead.sources) })
    .where(eq(leads.id, leadId));
  const summary = `${pluralize(smsMoved.length, "message")}, ${pluralize(contactMoved.length, "contact request")}, ${pluralize(codesMoved.length, "code")}`;
  await tx.insert(leadEvents).values([
    { leadId, kind: "split", otherLeadId: newId, actor, body: `Moved ${summary} to lead #${newId}.` },
    { leadId: newId, kind: "split", otherLeadId: leadId, actor, body: `Split from lead #${leadId}: ${summary}.` },
  ]);
  await publishChange(tx, liveTopic("leads"), liveTopic("lead", leadId), liveTopic("lead", newId));
  return newId;
}
