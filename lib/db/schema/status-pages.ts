/**
 * Public status pages (docs/federation-protocol.md "Status pages"): a page shows some federated sites as
 * its components, in order and optionally grouped, under the names the admin typed; visitors subscribe to
 * it, and each incident update or maintenance notice reaches each confirmed subscriber once through the
 * outbox (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance").
 */
import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { ChatAppKind } from "@/lib/chat-apps/kinds";
import { at, createdAt, searchText, updatedAt } from "./columns";
import { federatedSites } from "./federation";
import { incidentUpdates, maintenanceWindows } from "./incidents";
import { outboxMessages } from "./outbox";

/** How a visitor is told: an e-mail address, an E.164 number, or a URL that receives signed JSON. */
export const SUBSCRIBER_CHANNELS = ["email", "sms", "webhook"] as const;
export type SubscriberChannel = (typeof SUBSCRIBER_CHANNELS)[number];
/** A subscriber's channel: a visitor's, or a chat app staff added in the console. */
export type StatusSubscriberChannel = SubscriberChannel | ChatAppKind;

/** What a notification announces. */
export const NOTIFICATION_KINDS = ["incident_update", "maintenance_scheduled", "maintenance_cancelled"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const statusPages = pgTable(
  "status_pages",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    /** The page's address, `/status/<slug>`: lower-case letters, digits and inner hyphens. */
    slug: varchar("slug", { length: 60 }).notNull().unique(),
    /** An https image the admin chose; null: the page's name stands alone. */
    logoUrl: text("logo_url"),
    /** A host name (lower case, no port) whose requests serve this page at `/` (a CNAME to the app). */
    customHost: varchar("custom_host", { length: 253 }).unique(),
    /** The IANA zone the page's days are counted in (its 90 daily bars, its history). */
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
    /** Who receives the monthly report as a PDF (lower-case e-mail addresses); empty: nobody. */
    reportRecipients: text("report_recipients")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * When the admin last published the page; null: a draft, which answers 404 on every public route (the
     * page, its JSON, feed, badges and subscribe form). A new page starts as a draft.
     */
    publishedAt: at("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("status_pages_slug_check", sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`),
    index("status_pages_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** A heading components sit under, in `position` order. */
export const statusPageGroups = pgTable(
  "status_page_groups",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => statusPages.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("status_page_groups_page_idx").on(t.pageId, t.position)],
);

/** A site shown on a page under `displayName` (never its internal name or address), in `position` order. */
export const statusPageComponents = pgTable(
  "status_page_components",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => statusPages.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => federatedSites.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => statusPageGroups.id, { onDelete: "set null" }),
    displayName: varchar("display_name", { length: 100 }).notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    unique("status_page_components_page_site_unique").on(t.pageId, t.siteId),
    // Which pages show a site: the cache tags a change of that site expires.
    index("status_page_components_site_idx").on(t.siteId),
  ],
);

/**
 * A visitor's subscription to a page. It counts once `confirmedAt` is set (the link sent to the address,
 * number or URL was followed) and until `unsubscribedAt`. One row per page, channel and target: asking
 * again sends the confirmation again.
 */
export const statusSubscribers = pgTable(
  "status_subscribers",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => statusPages.id, { onDelete: "cascade" }),
    channel: varchar("channel", { length: 10 }).$type<StatusSubscriberChannel>().notNull(),
    /** An e-mail address (lower case), an E.164 number, an https URL, or a chat app's masked destination. */
    target: text("target").notNull(),
    /** A chat app's destination, sealed (lib/chat-apps/destination.ts); null for the other channels. */
    sealedTarget: text("sealed_target"),
    /** A chat app's destination hash (lib/chat-apps/destination-hash.ts): its one-per-page key. */
    targetHash: varchar("target_hash", { length: 64 }),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
    /** When the last confirmation message was queued (a new request within the hour sends none). */
    confirmationSentAt: at("confirmation_sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One subscription per address, or per chat destination (whose masked targets may repeat), and page.
    uniqueIndex("status_subscribers_address_unique")
      .on(t.pageId, t.channel, t.target)
      .where(sql`${t.targetHash} is null`),
    uniqueIndex("status_subscribers_destination_unique")
      .on(t.pageId, t.targetHash)
      .where(sql`${t.targetHash} is not null`),
    check(
      "status_subscribers_channel_check",
      sql`${t.channel} in ('email', 'sms', 'webhook', 'slack', 'discord', 'teams', 'telegram', 'ntfy')`,
    ),
    // A chat app's destination is sealed and hashed; the other channels keep neither.
    check(
      "status_subscribers_sealed_target_check",
      sql`(${t.sealedTarget} is not null) = (${t.channel} in ('slack', 'discord', 'teams', 'telegram', 'ntfy'))
        and (${t.targetHash} is not null) = (${t.sealedTarget} is not null)`,
    ),
    // The console's list of a page's subscribers, newest first, and its search.
    index("status_subscribers_page_created_id_idx").on(t.pageId, t.createdAt.desc(), t.id.desc()),
    index("status_subscribers_target_trgm_idx").using("gin", sql`(${subscriberSearchText(t)}) gin_trgm_ops`),
    // A notification's fan-out walks a page's confirmed subscribers by id.
    index("status_subscribers_active_idx")
      .on(t.pageId, t.id)
      .where(sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null`),
  ],
);

/** What a subscriber list searches: the target. */
export function subscriberSearchText(t: Record<"target", AnyPgColumn>): SQL {
  return searchText([t.target]);
}

/**
 * One announcement to one page's subscribers: an incident update, or maintenance scheduled or cancelled.
 * Written in the transaction of the change it announces; a worker claims it (`leaseToken` until
 * `leaseUntil`) and fans it out in batches of subscribers by id after `afterSubscriberId`, so a worker
 * that dies leaves the rest to the next claim.
 */
export const statusNotifications = pgTable(
  "status_notifications",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => statusPages.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 30 }).$type<NotificationKind>().notNull(),
    incidentUpdateId: integer("incident_update_id").references(() => incidentUpdates.id, { onDelete: "cascade" }),
    maintenanceId: integer("maintenance_id").references(() => maintenanceWindows.id, { onDelete: "cascade" }),
    /** The subject line and the plain text every channel sends (public words only). */
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The largest subscriber id fanned out so far. */
    afterSubscriberId: integer("after_subscriber_id").notNull().default(0),
    /** Outbox rows written so far. */
    queued: integer("queued").notNull().default(0),
    leaseToken: uuid("lease_token"),
    leaseUntil: at("lease_until"),
    finishedAt: at("finished_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("status_notifications_open_idx")
      .on(t.id)
      .where(sql`${t.finishedAt} is null`),
    index("status_notifications_created_id_idx").on(t.pageId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The unique key of "once per subscriber per notification": a delivery row is written with its outbox row,
 * in one statement, and a second worker's insert of the same pair writes nothing.
 */
export const statusDeliveries = pgTable(
  "status_deliveries",
  {
    notificationId: integer("notification_id")
      .notNull()
      .references(() => statusNotifications.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => statusSubscribers.id, { onDelete: "cascade" }),
    outboxMessageId: integer("outbox_message_id").references(() => outboxMessages.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ name: "status_deliveries_pk", columns: [t.notificationId, t.subscriberId] })],
);

/**
 * A page's monthly report that was e-mailed: one row per page and month (`YYYY-MM` in the page's zone),
 * written in the transaction that queues its e-mails, so a second run of the job queues none.
 */
export const statusReportSends = pgTable(
  "status_report_sends",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => statusPages.id, { onDelete: "cascade" }),
    month: varchar("month", { length: 7 }).notNull(),
    /** E-mails queued, one per recipient. */
    recipients: integer("recipients").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("status_report_sends_page_month_unique").on(t.pageId, t.month),
    check("status_report_sends_month_check", sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

export type StatusPage = typeof statusPages.$inferSelect;
export type StatusPageGroup = typeof statusPageGroups.$inferSelect;
export type StatusPageComponent = typeof statusPageComponents.$inferSelect;
export type StatusSubscriber = typeof statusSubscribers.$inferSelect;
export type StatusNotification = typeof statusNotifications.$inferSelect;
