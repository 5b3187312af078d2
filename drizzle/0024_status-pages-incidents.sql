CREATE TABLE "incident_sites" (
	"incident_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "incident_sites_incident_id_site_id_pk" PRIMARY KEY("incident_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "incident_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"body" text NOT NULL,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"status" varchar(20) DEFAULT 'investigating' NOT NULL,
	"impact" varchar(10) DEFAULT 'major' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"postmortem" text,
	"outage_site_id" integer,
	"outage_started_at" timestamp with time zone,
	"fleet_issue_id" integer,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_resolved_check" CHECK (("incidents"."status" = 'resolved') = ("incidents"."resolved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "maintenance_window_sites" (
	"maintenance_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "maintenance_window_sites_maintenance_id_site_id_pk" PRIMARY KEY("maintenance_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"repeats_weekly" boolean DEFAULT false NOT NULL,
	"repeat_until" timestamp with time zone,
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_windows_range_check" CHECK ("maintenance_windows"."ends_at" > "maintenance_windows"."starts_at"),
	CONSTRAINT "maintenance_windows_weekly_check" CHECK (not "maintenance_windows"."repeats_weekly" or "maintenance_windows"."ends_at" - "maintenance_windows"."starts_at" < interval '7 days')
);
--> statement-breakpoint
CREATE TABLE "status_deliveries" (
	"notification_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"outbox_message_id" integer,
	CONSTRAINT "status_deliveries_pk" PRIMARY KEY("notification_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "status_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"incident_update_id" integer,
	"maintenance_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"after_subscriber_id" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_page_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"group_id" integer,
	"display_name" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "status_page_components_page_site_unique" UNIQUE("page_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "status_page_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(60) NOT NULL,
	"logo_url" text,
	"custom_host" varchar(253),
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"report_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "status_pages_custom_host_unique" UNIQUE("custom_host"),
	CONSTRAINT "status_pages_slug_check" CHECK ("status_pages"."slug" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$')
);
--> statement-breakpoint
CREATE TABLE "status_report_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_report_sends_page_month_unique" UNIQUE("page_id","month"),
	CONSTRAINT "status_report_sends_month_check" CHECK ("status_report_sends"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "status_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"target" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_subscribers_page_channel_target_unique" UNIQUE("page_id","channel","target"),
	CONSTRAINT "status_subscribers_channel_check" CHECK ("status_subscribers"."channel" in ('email', 'sms', 'webhook'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "incident_sites" ADD CONSTRAINT "incident_sites_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_sites" ADD CONSTRAINT "incident_sites_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD CONSTRAINT "incident_updates_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_outage_site_id_federated_sites_id_fk" FOREIGN KEY ("outage_site_id") REFERENCES "public"."federated_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_fleet_issue_id_fleet_issues_id_fk" FOREIGN KEY ("fleet_issue_id") REFERENCES "public"."fleet_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_window_sites" ADD CONSTRAINT "maintenance_window_sites_maintenance_id_maintenance_windows_id_fk" FOREIGN KEY ("maintenance_id") REFERENCES "public"."maintenance_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_window_sites" ADD CONSTRAINT "maintenance_window_sites_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_deliveries" ADD CONSTRAINT "status_deliveries_notification_id_status_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."status_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_deliveries" ADD CONSTRAINT "status_deliveries_subscriber_id_status_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."status_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_deliveries" ADD CONSTRAINT "status_deliveries_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_notifications" ADD CONSTRAINT "status_notifications_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_notifications" ADD CONSTRAINT "status_notifications_incident_update_id_incident_updates_id_fk" FOREIGN KEY ("incident_update_id") REFERENCES "public"."incident_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_notifications" ADD CONSTRAINT "status_notifications_maintenance_id_maintenance_windows_id_fk" FOREIGN KEY ("maintenance_id") REFERENCES "public"."maintenance_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_components" ADD CONSTRAINT "status_page_components_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_components" ADD CONSTRAINT "status_page_components_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_components" ADD CONSTRAINT "status_page_components_group_id_status_page_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."status_page_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_groups" ADD CONSTRAINT "status_page_groups_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_report_sends" ADD CONSTRAINT "status_report_sends_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD CONSTRAINT "status_subscribers_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_sites_site_idx" ON "incident_sites" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "incident_updates_incident_idx" ON "incident_updates" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_outage_unique" ON "incidents" USING btree ("outage_site_id","outage_started_at") WHERE "incidents"."outage_started_at" is not null;--> statement-breakpoint
CREATE INDEX "incidents_started_id_idx" ON "incidents" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incidents_title_trgm_idx" ON "incidents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "maintenance_window_sites_site_idx" ON "maintenance_window_sites" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_starts_id_idx" ON "maintenance_windows" USING btree ("starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "status_notifications_open_idx" ON "status_notifications" USING btree ("id") WHERE "status_notifications"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "status_notifications_created_id_idx" ON "status_notifications" USING btree ("page_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "status_page_components_site_idx" ON "status_page_components" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "status_page_groups_page_idx" ON "status_page_groups" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "status_pages_created_id_idx" ON "status_pages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "status_subscribers_page_created_id_idx" ON "status_subscribers" USING btree ("page_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "status_subscribers_target_trgm_idx" ON "status_subscribers" USING gin ((coalesce("target", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "status_subscribers_active_idx" ON "status_subscribers" USING btree ("page_id","id") WHERE "status_subscribers"."confirmed_at" is not null and "status_subscribers"."unsubscribed_at" is null;