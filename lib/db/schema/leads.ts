/**
 * Leads (docs/sms.md "Leads"): one row per person who reached the agency, identified by an E.164 phone and/or a
 * lower-cased e-mail address, with the events an admin made on it (docs/sms.md "Leads").
 * `sms_messages`, `contact_requests` and `project_codes` point here through their `lead_id`.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { at, createdAt, searchText } from "./columns";
import { users } from "./auth";
import { outboxMessages } from "./outbox";

export type { LeadSource, LeadStatus } from "@/lib/leads/statuses";

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }),
    /** E.164 (`+15551234567`); unique among leads. */
    phone: varchar("phone", { length: 20 }),
    /** Lower-cased; unique among leads. */
    email: varchar("email", { length: 255 }),
    status: varchar("status", { length: 20 }).notNull().default("new"),
    ownerNote: text("owner_note"),
    /** The day the admin means to follow up (a calendar date, read in UTC like every date in the console). */
    nextFollowUpOn: date("next_follow_up_on", { mode: "string" }),
    /** The latest message from the person (SMS, contact request, redemption). */
    lastInboundAt: at("last_inbound_at"),
    /** The latest answer an admin sent (SMS or e-mail reply); automatic replies do not count. */
    lastOutboundAt: at("last_outbound_at"),
    /** The inbox's order: the latest inbound or outbound message, status change or note. */
    lastActivityAt: at("last_activity_at").notNull().defaultNow(),
    /** `LEAD_SOURCES` values seen so far, in the order they first appeared. */
    sources: text("sources")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What the search finds besides name, phone and e-mail: the lead's codes and the start of each idea
     * and contact message, a line each (kept up to date by lib/leads/attach.ts, capped at 4,000 characters).
     */
    keywords: text("keywords").notNull().default(""),
    /**
     * The team member who looks after the lead, or null (docs/decisions/sms-and-conversations.md "Lead assignment"); a deleted
     * account leaves the lead unassigned.
     */
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("leads_phone_key")
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex("leads_email_key")
      .on(t.email)
      .where(sql`${t.email} is not null`),
    // The inbox: all, one status, needs reply; each newest activity first.
    index("leads_activity_id_idx").on(t.lastActivityAt.desc(), t.id.desc()),
    index("leads_status_activity_id_idx").on(t.status, t.lastActivityAt.desc(), t.id.desc()),
    index("leads_needs_reply_activity_id_idx").on(t.lastActivityAt.desc(), t.id.desc()).where(leadNeedsReply(t)),
    // "Assigned to me" (`= id`) and "Unassigned" (`is null`), newest activity first.
    index("leads_assigned_activity_id_idx").on(t.assignedTo, t.lastActivityAt.desc(), t.id.desc()),
    index("leads_follow_up_idx")
      .on(t.nextFollowUpOn)
      .where(sql`${t.nextFollowUpOn} is not null`),
    index("leads_created_idx").on(t.createdAt),
    index("leads_search_trgm_idx").using("gin", sql`(${leadSearchText(t)}) gin_trgm_ops`),
  ],
);

/** "Needs reply": a message from the person newer than the last answer. Index and queries share it. */
export function leadNeedsReply(t: Record<"lastInboundAt" | "lastOutboundAt", AnyPgColumn>): SQL {
  return sql`${t.lastInboundAt} > coalesce(${t.lastOutboundAt}, '-infinity'::timestamptz)`;
}

/** What the inbox searches (see `searchText`): name, phone, e-mail, codes and idea texts. */
export function leadSearchText(t: Record<"name" | "phone" | "email" | "keywords", AnyPgColumn>): SQL {
  return searchText([t.name, t.phone, t.email, t.keywords]);
}

/**
 * What happened to a lead besides its messages: `status` (from → to), `note` (the owner note as
 * saved), `follow-up` (the date set or cleared), `assignment` (`body`: the assignee's name then, or null
 * when unassigned), `contact-details` (an admin's edit of name, phone or
 * e-mail; `body` lists each change), `merge` (`otherLeadId` was folded into this lead; `body` describes
 * it), `split` (items moved to `otherLeadId`) and `booking` (a consultation booked, moved, cancelled or
 * its outcome recorded; `body` says which and when).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    fromStatus: varchar("from_status", { length: 20 }),
    toStatus: varchar("to_status", { length: 20 }),
    body: text("body"),
    /** For `merge` and `split`: the other lead's id (no foreign key: a merged lead is gone). */
    otherLeadId: integer("other_lead_id"),
    /** The admin's username; the timeline shows their name. */
    actor: varchar("actor", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_events_lead_created_idx").on(t.leadId, t.createdAt),
    index("lead_events_other_lead_idx")
      .on(t.otherLeadId)
      .where(sql`${t.otherLeadId} is not null`),
  ],
);

/**
 * E-mails about a lead, in the outbox: `reply` (an admin's answer to the person) or `notification`
 * (the contact form's message to the agency, whose delivery state the lead shows). A link table keeps
 * the outbox a leaf that knows nothing of leads.
 */
export const leadEmails = pgTable(
  "lead_emails",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    outboxMessageId: integer("outbox_message_id")
      .notNull()
      .unique()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    /** A `reply`'s admin, by username (like `sms_messages.sent_by`); null for a notification. */
    sentBy: varchar("sent_by", { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_emails_lead_created_idx").on(t.leadId, t.createdAt)],
);

export type Lead = typeof leads.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
