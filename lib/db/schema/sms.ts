/** SMS intake and routing: numbers, routes, messages, opt-outs, authorized senders, and the older comedy forwarder (spec: docs/spec/operator-console.md §3). */
import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { at, bytea, createdAt, searchText, updatedAt } from "./columns";
import { leads } from "./leads";
import { outboxMessages } from "./outbox";
import { projectCodes } from "./project-codes";

const authorizedPhonesColumns = {
  id: serial("id").primaryKey(),
  phoneNumber: varchar("phone_number", { length: 20 }).notNull().unique(),
  ownerName: varchar("owner_name", { length: 100 }).notNull(),
  description: text("description"),
  isActive: boolean("is_active").notNull().default(true),
  addedBy: varchar("added_by", { length: 100 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

export const authorizedPhones = pgTable("authorized_phones", authorizedPhonesColumns, (t) => [
  // The list's order and its search (number, owner, description; see `searchText`).
  index("authorized_phones_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
  index("authorized_phones_search_trgm_idx").using("gin", sql`(${authorizedPhoneSearchText(t)}) gin_trgm_ops`),
]);

/** What SMS Authorization Management searches: number, owner and description (docs/decisions/data-and-jobs.md "Server-paged lists"). */
export function authorizedPhoneSearchText(t: Record<"phoneNumber" | "ownerName" | "description", AnyPgColumn>): SQL {
  return searchText([t.phoneNumber, t.ownerName, t.description]);
}

export const smsOptOuts = pgTable("sms_opt_outs", {
  id: serial("id").primaryKey(),
  phoneNumber: varchar("phone_number", { length: 20 }).notNull().unique(),
  optedOutAt: at("opted_out_at").notNull().defaultNow(),
});

/**
 * The consent ledger, every opt-out and opt-in per number as it arrived (docs/sms.md
 * "Consent ledger"): proof for a carrier audit, so it keeps a copy of the message that carried the
 * keyword (the message itself goes with SMS retention) and is never pruned.
 */
export const smsConsentEvents = pgTable(
  "sms_consent_events",
  {
    id: serial("id").primaryKey(),
    phoneNumber: varchar("phone_number", { length: 20 }).notNull(),
    /** `opt-out` or `opt-in`. */
    action: varchar("action", { length: 10 }).notNull(),
    /** The keyword as recognised: the trimmed body upper-cased (STOP, START…), or Twilio's `OptOutType`. */
    keyword: varchar("keyword", { length: 40 }).notNull(),
    messageSid: varchar("message_sid", { length: 64 }),
    messageBody: text("message_body").notNull(),
    smsMessageId: integer("sms_message_id").references((): AnyPgColumn => smsMessages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("sms_consent_events_phone_created_idx").on(t.phoneNumber, t.createdAt, t.id),
    index("sms_consent_events_created_id_idx").on(t.createdAt, t.id),
  ],
);

export const phoneNumberConfig = pgTable("phone_number_config", {
  id: serial("id").primaryKey(),
  phoneNumber: varchar("phone_number", { length: 20 }).notNull().unique(),
  provider: varchar("provider", { length: 20 }).notNull().default("twilio"),
  isActive: boolean("is_active").notNull().default(true),
  webhookUrl: text("webhook_url"),
  description: text("description"),
  /**
   * What happens to a message to this number that no route matches:
   * `project_code` (the default handling, project-code intake) or `reject` (stored as blocked, no reply).
   */
  noMatchAction: varchar("no_match_action", { length: 20 }).notNull().default("project_code"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row counting changes to routes and numbers. Every change bumps it in its own
 * transaction, so a cached routing table is reused exactly while the version it was read at is current.
 */
export const smsRoutingVersion = pgTable("sms_routing_version", {
  id: integer("id").primaryKey().default(1),
  version: integer("version").notNull().default(0),
});

const smsRoutesColumns = {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  description: text("description"),
  pattern: varchar("pattern", { length: 500 }).notNull(),
  patternType: varchar("pattern_type", { length: 20 }).notNull().default("contains"),
  targetType: varchar("target_type", { length: 20 }).notNull(),
  targetValue: text("target_value").notNull(),
  priority: integer("priority").notNull().default(100),
  isActive: boolean("is_active").notNull().default(true),
  matchCount: integer("match_count").notNull().default(0),
  lastMatched: at("last_matched"),
  phoneNumberId: integer("phone_number_id").references(() => phoneNumberConfig.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

// Routing Rules' pages in decision order.
export const smsRoutes = pgTable("sms_routes", smsRoutesColumns, (t) => [
  index("sms_routes_priority_id_idx").on(t.priority, t.id),
]);

const smsMessagesColumns = {
  id: serial("id").primaryKey(),
  /** Twilio's MessageSid; null on an outbound reply until Twilio accepted it (docs/sms.md "Leads"). */
  messageSid: varchar("message_sid", { length: 64 }).unique(),
  fromNumber: varchar("from_number", { length: 20 }).notNull(),
  toNumber: varchar("to_number", { length: 20 }).notNull(),
  messageBody: text("message_body").notNull(),
  routeId: integer("route_id").references(() => smsRoutes.id, { onDelete: "set null" }),
  routingStatus: varchar("routing_status", { length: 20 }).notNull().default("unrouted"),
  forwardedTo: text("forwarded_to"),
  /** The text answered in TwiML, null for an empty answer; a retried MessageSid gets it again. */
  replyBody: text("reply_body"),
  /** The project code this message created or was given again (docs/sms.md). */
  projectCodeId: integer("project_code_id").references(() => projectCodes.id, { onDelete: "set null" }),
  /** The outbox row carrying this message's forward (webhook, SMS or e-mail target). */
  outboxMessageId: integer("outbox_message_id").references(() => outboxMessages.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  /** The lead of the person on the other end (docs/sms.md "Leads"). */
  leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
  /** `inbound` (texted to us) or `outbound` (an admin's reply: from our number, to the person). */
  direction: varchar("direction", { length: 10 }).notNull().default("inbound"),
  /**
   * Outbound only (docs/sms.md "Leads"): `queued`, `sending`, `sent`, then one final `delivered`,
   * `undelivered` or `failed`; moves only forward (lib/sms/delivery-status.ts, docs/sms.md "Delivery status").
   */
  deliveryStatus: varchar("delivery_status", { length: 12 }),
  /** Twilio's error code of a failed or undelivered reply (e.g. 21610: the number opted out). */
  errorCode: integer("error_code"),
  /** When `delivery_status` last moved. */
  statusUpdatedAt: at("status_updated_at"),
  /** The admin who sent an outbound reply (username). */
  sentBy: varchar("sent_by", { length: 100 }),
  /**
   * Outbound only: the time an admin chose for a scheduled reply (docs/sms.md "Scheduled send"); null
   * for a typed reply sent at once. Quiet hours apply to every row that has it.
   */
  scheduledFor: at("scheduled_for"),
  /**
   * Outbound only: when the outbox first tries it, `scheduled_for` moved past the recipient's quiet hours
   * (docs/sms.md "Quiet hours"); equal to the outbox row's `next_attempt_at` until a worker claims it,
   * which is how a cancel knows it is not leaving yet.
   */
  sendAt: at("send_at"),
  /** Inbound only: Twilio's `NumMedia`, the photos and files attached (MMS). */
  mediaCount: integer("media_count").notNull().default(0),
};

// A sender's recent messages: the same idea within 24 h gets the same code back.
export const smsMessages = pgTable("sms_messages", smsMessagesColumns, (t) => [
  index("sms_messages_from_created_idx").on(t.fromNumber, t.createdAt),
  index("sms_messages_outbox_idx").on(t.outboxMessageId),
  index("sms_messages_lead_created_idx").on(t.leadId, t.createdAt),
  // Recent Messages' pages (all, per number, per status), its search, the bounded
  // figures of the cards (today, the latest 1,000) and retention's batches (docs/decisions/sms-and-conversations.md "SMS lists").
  index("sms_messages_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
  index("sms_messages_to_created_id_idx").on(t.toNumber, t.createdAt.desc(), t.id.desc()),
  index("sms_messages_status_created_id_idx").on(t.routingStatus, t.createdAt.desc(), t.id.desc()),
  index("sms_messages_search_trgm_idx").using("gin", sql`(${smsMessageSearchText(t)}) gin_trgm_ops`),
]);

/** What Recent Messages searches: the sender's number and the text (docs/decisions/data-and-jobs.md "Server-paged lists"; see `searchText`). */
export function smsMessageSearchText(t: Record<"fromNumber" | "messageBody", AnyPgColumn>): SQL {
  return searchText([t.fromNumber, t.messageBody]);
}

/**
 * An inbound MMS's media (docs/sms.md "Photos"): fetched from Twilio after the webhook answered, with the
 * account's credentials through the SSRF-guarded client, and kept here up to `SMS_MEDIA_MAX_BYTES` each.
 * `status`: `pending` (not fetched yet), `stored`, `too-large` (kept as a link only) or `failed`.
 */
export const smsMedia = pgTable(
  "sms_media",
  {
    id: serial("id").primaryKey(),
    smsMessageId: integer("sms_message_id")
      .notNull()
      .references(() => smsMessages.id, { onDelete: "cascade" }),
    /** Twilio's index N of `MediaUrl{N}`, 0–9. */
    position: integer("position").notNull(),
    /** Twilio's `MediaUrl{N}`. */
    url: text("url").notNull(),
    /** Twilio's `MediaContentType{N}`, then the content type the fetch answered. */
    contentType: varchar("content_type", { length: 100 }).notNull(),
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    byteSize: integer("byte_size"),
    data: bytea("data"),
    error: text("error"),
    fetchedAt: at("fetched_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sms_media_message_position_key").on(t.smsMessageId, t.position)],
);

/**
 * Saved replies (docs/sms.md "Saved replies"): texts an admin inserts in the SMS reply box by typing `/`,
 * with variables `{firstName}`, `{code}` and `{shareLink}` filled from the lead when inserted.
 */
export const smsSavedReplies = pgTable(
  "sms_saved_replies",
  {
    id: serial("id").primaryKey(),
    /** What the `/` menu shows and matches, unique ignoring case. */
    name: varchar("name", { length: 60 }).notNull(),
    body: text("body").notNull(),
    createdBy: varchar("created_by", { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("sms_saved_replies_name_key").on(sql`lower(${t.name})`)],
);

export const comedyForwardingConfig = pgTable("comedy_forwarding_config", {
  id: serial("id").primaryKey(),
  targetUrl: text("target_url").notNull(),
  isEnabled: boolean("is_enabled").notNull().default(true),
  description: text("description"),
  updatedBy: varchar("updated_by", { length: 100 }),
  updatedAt: updatedAt(),
});

export const comedyMessages = pgTable("comedy_messages", {
  id: serial("id").primaryKey(),
  messageBody: text("message_body").notNull(),
  fromNumber: varchar("from_number", { length: 20 }).notNull(),
  toNumber: varchar("to_number", { length: 20 }).notNull(),
  messageSid: varchar("message_sid", { length: 64 }),
  forwardedTo: text("forwarded_to"),
  forwardSuccess: boolean("forward_success").notNull().default(false),
  responseReceived: text("response_received"),
  errorDetails: text("error_details"),
  createdAt: createdAt(),
});

export const comedyDetectionPatterns = pgTable("comedy_detection_patterns", {
  id: serial("id").primaryKey(),
  pattern: text("pattern").notNull(),
  patternType: varchar("pattern_type", { length: 20 }).notNull().default("contains"),
  isActive: boolean("is_active").notNull().default(true),
  description: text("description"),
  addedBy: varchar("added_by", { length: 100 }),
  createdAt: createdAt(),
});

export type AuthorizedPhone = typeof authorizedPhones.$inferSelect;
export type SmsRoute = typeof smsRoutes.$inferSelect;
export type SmsMessage = typeof smsMessages.$inferSelect;
export type SmsConsentEvent = typeof smsConsentEvents.$inferSelect;
export type PhoneNumberConfig = typeof phoneNumberConfig.$inferSelect;
export type SmsMedia = typeof smsMedia.$inferSelect;
export type SmsSavedReply = typeof smsSavedReplies.$inferSelect;
