/**
 * Attaching what a person sends to their lead (docs/sms.md "Leads"): a texted message by its
 * `From` number, a contact request by its e-mail, a redemption by the code's lead and the e-mail given.
 * The lead with the same phone or e-mail gets it; without one a lead is created. Each function runs in
 * the caller's transaction, so the item and its lead commit together.
 *
 * Concurrency: every attachment first takes the advisory lock of each identity it reads or writes
 * (lib/leads/identity.ts), and creates leads with `insert … on conflict` on the unique phone/e-mail
 * indexes, so concurrent first messages of one person create one lead.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { executeNamed } from "@/lib/db/named-statement";
import { contactRequests, leads, projectCodes, smsMessages, type LeadSource } from "@/lib/db/schema";
import { liveNotifySql } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { identityKey, identityLockSql, leadEmail, leadPhone, lockIdentities } from "./identity";
import { keywordLine, KEYWORDS_MAX_LENGTH } from "./search-keywords";
import { mergeLeads } from "./merge";
import { cutText } from "@/lib/format/text";
import { publishLeadChange } from "./publish-change";

/** `sources` with `source` added once (SQL over the conflicting row `leads`). */
function withSource(source: LeadSource): SQL {
  return sql`case when ${source} = any(leads.sources) then leads.sources else leads.sources || array[${source}]::text[] end`;
}

/** `keywords` with `line` appended unless already there (SQL over the row `leads`). */
function withKeywords(line: string): SQL {
  return sql`case when ${line} = '' or strpos(leads.keywords, ${line}) > 0 then leads.keywords
    else left(ltrim(leads.keywords || E'\n' || ${line}, E'\n'), ${KEYWORDS_MAX_LENGTH}) end`;
}

/** `value` when no lead holds it yet, else null: an identity fills an empty field only then (the unique indexes would refuse it). */
function free(column: typeof leads.email | typeof leads.phone, value: string | null): SQL {
  return sql`case when not exists (select 1 from ${leads} other where other.${sql.identifier(column.name)} = ${value}) then ${value}::varchar end`;
}

/** A texted message to attach: the message (by MessageSid), its sender, and the code it created or got again. */
export interface TextedMessage {
  messageSid: string;
  from: string;
  body: string;
  projectCode?: { id: number; code: string } | null;
}

/**
 * Attaches a texted message (an idea, or any text the project-code handler received) to the sender's
 * lead, creating the lead on a first message: the message's and the code's `lead_id`, the lead's
 * `last_inbound_at`/`last_activity_at`, the `sms` source, the code and idea in the search keywords; the
 * code takes the lead's status and, where empty, its name and e-mail (once: a code already on the lead is
 * not touched, so a repeated idea never waits on a redemption holding the code's row); the lead's screens
 * are told (lib/leads/publish-change.ts). One statement (a named prepared one: it runs inside the webhook). A `From` that is not a phone number (a short code, `whatsapp:…`)
 * attaches nothing.
 * @returns the lead's id, or null when `from` is not a phone number.
 */
export async function attachTextedMessage(tx: Database, message: TextedMessage): Promise<number | null> {
  const phone = leadPhone(message.from);
  if (!phone) return null;
  const keywords = message.projectCode ? keywordLine(message.projectCode.code, message.body) : "";
  const [row] = await executeNamed<{ leadId: number }>(
    tx,
    "lead_attach_texted",
    sql`
    with lead as (
      insert into ${leads} as leads (phone, sources, last_inbound_at, last_activity_at, keywords)
      select ${phone}, array['sms']::text[], now(), now(), ${keywords}
      from (select ${identityLockSql(identityKey("phone", phone))}) as identity_lock
      on conflict (phone) where phone is not null do update set
        last_inbound_at = now(), last_activity_at = now(), sources = ${withSource("sms")}, keywords = ${withKeywords(keywords)}
      returning id, status, name, email
    ), message as (
      update ${smsMessages} set lead_id = (select id from lead) where message_sid = ${message.messageSid} returning id
    ), code as (
      update ${projectCodes} c set lead_id = lead.id, status = lead.status,
        contact_name = coalesce(c.contact_name, lead.name), contact_email = coalesce(c.contact_email, lead.email)
      from lead where c.id = ${message.projectCode?.id ?? null}::integer and c.lead_id is distinct from lead.id returning c.id
    )
    select lead.id as "leadId" from lead, (select count(*) from message) as m, (select count(*) from code) as c,
      lateral (select ${liveNotifySql(sql`'lead:' || lead.id`)}, ${liveNotifySql(sql`${liveTopic("leads")}`)}) as announced`,
  );
  return row?.leadId ?? null;
}

/**
 * Puts a text from an opted-out number on the timeline of the lead with that number (docs/sms.md "What happens
 * to a text": it is stored `blocked` and answered by nobody, but the person wrote it). Creates no lead, and
 * leaves the lead's activity dates alone: the number asked for no conversation. One statement, under the
 * number's identity lock, like every attachment.
 * @returns the lead's id, or null when no lead has the number (or `from` is not a phone number).
 */
export async function attachOptedOutText(
  tx: Database,
  message: Pick<TextedMessage, "messageSid" | "from">,
): Promise<number | null> {
  const phone = leadPhone(message.from);
  if (!phone) return null;
  const [row] = await executeNamed<{ leadId: number }>(
    tx,
    "lead_attach_opted_out_text",
    sql`
    with lead as (
      select leads.id from ${leads} as leads, (select ${identityLockSql(identityKey("phone", phone))}) as identity_lock
      where leads.phone = ${phone}
    ), message as (
      update ${smsMessages} set lead_id = lead.id from lead where message_sid = ${message.messageSid} returning 1
    )
    select lead.id as "leadId" from lead, (select count(*) from message) as m,
      lateral (select ${liveNotifySql(sql`'lead:' || lead.id`)}) as announced`,
  );
  return row?.leadId ?? null;
}

/** A stored contact request to attach. */
export interface ContactAttachment {
  requestId: number;
  email: string;
  name: string;
  message: string;
}

/**
 * Attaches a contact request to the lead with its e-mail (the form has no phone field), creating it on
 * a first request; the lead keeps the name it had, else takes the request's.
 * @returns the lead's id.
 */
export async function attachContactRequest(tx: Database, request: ContactAttachment): Promise<number> {
  const email = leadEmail(request.email);
  const keywords = keywordLine(null, request.message);
  await lockIdentities(tx, [identityKey("email", email)]);
  const [lead] = await tx
    .insert(leads)
    .values({
      email,
      name: cutText(request.name, 100, { marker: "" }),
      sources: ["contact"],
      lastInboundAt: sql`now()`,
      lastActivityAt: sql`now()`,
      keywords,
    })
    .onConflictDoUpdate({
      target: leads.email,
      targetWhere: sql`${leads.email} is not null`,
      set: {
        name: sql`coalesce(${leads.name}, excluded.name)`,
        lastInboundAt: sql`now()`,
        lastActivityAt: sql`now()`,
        sources: withSource("contact"),
        keywords: withKeywords(keywords),
      },
    })
    .returning({ id: leads.id });
  await tx.update(contactRequests).set({ leadId: lead!.id }).where(eq(contactRequests.id, request.requestId));
  await publishLeadChange(tx, lead!.id);
  return lead!.id;
}

/** A booking's guest to attach: what they typed on /book (the phone already E.164, the e-mail lower-cased). */
export interface BookingGuest {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * Finds the guest's lead, by phone first (the number a lead texted from) and then by e-mail, or creates
 * one. Like a redemption's, a typed identity never merges two leads (anyone can type any number); it fills
 * the found lead's empty phone or e-mail when no other lead holds it. The lead gets the `booking` source
 * and a new inbound time; the caller writes the booking and its timeline event in the same transaction.
 * @returns the lead's id.
 */
export async function attachBookingGuest(tx: Database, guest: BookingGuest): Promise<number> {
  const email = leadEmail(guest.email);
  const phone = leadPhone(guest.phone);
  await lockIdentities(tx, [identityKey("email", email), ...(phone ? [identityKey("phone", phone)] : [])]);
  const [byPhone] = phone ? await tx.select({ id: leads.id }).from(leads).where(eq(leads.phone, phone)) : [];
  const [byEmail] = byPhone ? [] : await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
  const name = cutText(guest.name, 100, { marker: "" });
  let leadId = (byPhone ?? byEmail)?.id;
  if (leadId === undefined) {
    const [created] = await tx.insert(leads).values({ email, phone, name }).returning({ id: leads.id });
    leadId = created!.id;
  }
  await tx
    .update(leads)
    .set({
      email: sql`coalesce(${leads.email}, ${free(leads.email, email)})`,
      phone: sql`coalesce(${leads.phone}, ${free(leads.phone, phone)})`,
      name: sql`coalesce(${leads.name}, ${name})`,
      lastInboundAt: sql`now()`,
      lastActivityAt: sql`now()`,
      sources: withSource("booking"),
    })
    .where(eq(leads.id, leadId));
  await publishLeadChange(tx, leadId);
  return leadId;
}

/** A redemption to attach: the redeemed code (as typed, any case) and what the visitor typed. */
export interface RedemptionAttachment {
  code: string;
  name: string;
  email: string;
  /** Free text (the form's phone field); used only when it is a phone number. */
  phone?: string | null;
}

/**
 * Attaches a redemption: the code's lead (the SMS sender's, for a texted idea) and the lead with the
 * e-mail given are the same person, so when both exist and differ they merge (the older id stays,
 * lib/leads/merge.ts). Otherwise the one that exists takes the redemption (the code's lead takes the
 * e-mail when it has none), or a lead is created. A typed phone number fills an empty phone when no
 * other lead has it; it never merges (anyone can type any number). The code then follows the lead:
 * its `lead_id`, its status, and its empty contact fields.
 * @returns the lead's id.
 */
export async function attachRedemption(tx: Database, redemption: RedemptionAttachment): Promise<number> {
  const email = leadEmail(redemption.email);
  const typedPhone = leadPhone(redemption.phone);
  await lockIdentities(tx, [identityKey("email", email), ...(typedPhone ? [identityKey("phone", typedPhone)] : [])]);

  const [code] = await tx
    .select({ id: projectCodes.id, leadId: projectCodes.leadId, code: projectCodes.code })
    .from(projectCodes)
    .where(and(sql`upper(${projectCodes.code}) = upper(${redemption.code})`, eq(projectCodes.isUsed, true)))
    .for("update");
  if (!code) throw new Error(`project code ${redemption.code} vanished during its redemption`);
  const [byEmail] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, email));

  let leadId: number;
  if (code.leadId !== null && byEmail && byEmail.id !== code.leadId) {
    leadId = await mergeLeads(tx, [code.leadId, byEmail.id], {
      actor: null,
      reason: `Code ${code.code} redeemed with ${email}`,
    });
  } else if (code.leadId !== null) {
    leadId = code.leadId;
  } else if (byEmail) {
    leadId = byEmail.id;
  } else {
    const [created] = await tx
      .insert(leads)
      .values({ email, name: cutText(redemption.name, 100, { marker: "" }) })
      .returning({ id: leads.id });
    leadId = created!.id;
  }

  const keywords = keywordLine(code.code, null);
  await tx
    .update(leads)
    .set({
      email: sql`coalesce(${leads.email}, ${free(leads.email, email)})`,
      phone: sql`coalesce(${leads.phone}, ${free(leads.phone, typedPhone)})`,
      name: sql`coalesce(${leads.name}, ${cutText(redemption.name, 100, { marker: "" })})`,
      lastInboundAt: sql`now()`,
      lastActivityAt: sql`now()`,
      sources: withSource("redemption"),
      keywords: withKeywords(keywords),
    })
    .where(eq(leads.id, leadId));
  await syncCodesContact(tx, leadId, [code.id]);
  await publishLeadChange(tx, leadId);
  return leadId;
}

/**
 * Points `codeIds` at `leadId` and keeps them in step with it: the lead's status, and its name, e-mail
 * and phone in contact fields the admin left empty.
 */
export async function syncCodesContact(tx: Database, leadId: number, codeIds: number[]): Promise<void> {
  if (codeIds.length === 0) return;
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return;
  await tx
    .update(projectCodes)
    .set({
      leadId,
      status: lead.status,
      contactName: sql`coalesce(${projectCodes.contactName}, ${lead.name})`,
      contactEmail: sql`coalesce(${projectCodes.contactEmail}, ${lead.email})`,
      contactPhone: sql`coalesce(${projectCodes.contactPhone}, ${lead.phone})`,
    })
    .where(inArray(projectCodes.id, codeIds));
}
