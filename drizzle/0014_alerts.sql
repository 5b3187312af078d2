CREATE TABLE "alert_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" varchar(30) NOT NULL,
	"site_id" integer,
	"subject" varchar(100) NOT NULL,
	"title" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"suppressed" boolean DEFAULT false NOT NULL,
	"channel_id" integer,
	"channel_kind" varchar(10),
	"recipient" text,
	"outbox_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_rule_channels" (
	"rule_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "alert_rule_channels_rule_id_channel_id_pk" PRIMARY KEY("rule_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"throttle_minutes" integer DEFAULT 30 NOT NULL,
	"certificate_days" integer DEFAULT 14 NOT NULL,
	"spike_count" integer DEFAULT 10 NOT NULL,
	"spike_minutes" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_kind_unique" UNIQUE("kind"),
	CONSTRAINT "alert_rules_throttle_check" CHECK ("alert_rules"."throttle_minutes" between 5 and 43200)
);
--> statement-breakpoint
CREATE TABLE "alert_throttles" (
	"rule" varchar(30) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "alert_throttles_rule_subject_pk" PRIMARY KEY("rule","subject")
);
--> statement-breakpoint
CREATE TABLE "fleet_issue_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"site_id" integer,
	"occurrences" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fleet_issue_sites_issue_site_unique" UNIQUE NULLS NOT DISTINCT("issue_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "fleet_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"error_type" varchar(100) NOT NULL,
	"message" text NOT NULL,
	"severity" varchar(20) NOT NULL,
	"occurrences" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" varchar(100),
	"regressed_at" timestamp with time zone,
	"todo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_issues_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "notification_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"target" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_channels_kind_check" CHECK ("notification_channels"."kind" in ('email', 'sms', 'webhook'))
);
--> statement-breakpoint
CREATE TABLE "site_monitors" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"check_path" varchar(500),
	"interval_seconds" integer DEFAULT 60 NOT NULL,
	"timeout_ms" integer DEFAULT 10000 NOT NULL,
	"retries" integer DEFAULT 1 NOT NULL,
	"expected_status_min" smallint DEFAULT 200 NOT NULL,
	"expected_status_max" smallint DEFAULT 399 NOT NULL,
	"keyword" varchar(200),
	"ignore_tls_errors" boolean DEFAULT false NOT NULL,
	"maintenance_starts_at" timestamp with time zone,
	"maintenance_ends_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"down_since" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_response_ms" integer,
	"last_http_status" smallint,
	"last_error" text,
	"cert_expires_at" timestamp with time zone,
	"cert_alerted_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_monitors_interval_check" CHECK ("site_monitors"."interval_seconds" between 20 and 86400),
	CONSTRAINT "site_monitors_timeout_check" CHECK ("site_monitors"."timeout_ms" between 1000 and 30000),
	CONSTRAINT "site_monitors_retries_check" CHECK ("site_monitors"."retries" between 0 and 10),
	CONSTRAINT "site_monitors_status_range_check" CHECK ("site_monitors"."expected_status_min" between 100 and 599 and "site_monitors"."expected_status_max" between "site_monitors"."expected_status_min" and 599),
	CONSTRAINT "site_monitors_maintenance_check" CHECK ("site_monitors"."maintenance_ends_at" is null or "site_monitors"."maintenance_ends_at" > "site_monitors"."maintenance_starts_at")
);
--> statement-breakpoint
CREATE TABLE "uptime_heartbeats" (
	"site_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"status" varchar(12) NOT NULL,
	"response_ms" integer,
	"http_status" smallint,
	"cert_expires_at" timestamp with time zone,
	"error" varchar(300),
	CONSTRAINT "uptime_heartbeats_pk" PRIMARY KEY("site_id","checked_at")
);
--> statement-breakpoint
CREATE TABLE "uptime_rollups" (
	"site_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"up_count" integer NOT NULL,
	"down_count" integer NOT NULL,
	"response_samples" integer NOT NULL,
	"min_response_ms" integer,
	"avg_response_ms" integer,
	"max_response_ms" integer,
	CONSTRAINT "uptime_rollups_pk" PRIMARY KEY("site_id","hour")
);
--> statement-breakpoint
ALTER TABLE "alert_history" ADD CONSTRAINT "alert_history_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_history" ADD CONSTRAINT "alert_history_channel_id_notification_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notification_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_history" ADD CONSTRAINT "alert_history_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rule_channels" ADD CONSTRAINT "alert_rule_channels_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rule_channels" ADD CONSTRAINT "alert_rule_channels_channel_id_notification_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notification_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_issue_sites" ADD CONSTRAINT "fleet_issue_sites_issue_id_fleet_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."fleet_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_issue_sites" ADD CONSTRAINT "fleet_issue_sites_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_issues" ADD CONSTRAINT "fleet_issues_todo_id_todo_items_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todo_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_monitors" ADD CONSTRAINT "site_monitors_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uptime_heartbeats" ADD CONSTRAINT "uptime_heartbeats_site_id_site_monitors_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site_monitors"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uptime_rollups" ADD CONSTRAINT "uptime_rollups_site_id_site_monitors_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site_monitors"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_history_at_id_idx" ON "alert_history" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_history_rule_at_id_idx" ON "alert_history" USING btree ("rule","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fleet_issues_last_seen_id_idx" ON "fleet_issues" USING btree ("last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fleet_issues_unresolved_last_seen_id_idx" ON "fleet_issues" USING btree ("last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "fleet_issues"."resolved";--> statement-breakpoint
CREATE INDEX "fleet_issues_message_trgm_idx" ON "fleet_issues" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_monitors_due_idx" ON "site_monitors" USING btree ("next_check_at") WHERE not "site_monitors"."paused";--> statement-breakpoint
CREATE INDEX "uptime_heartbeats_checked_brin" ON "uptime_heartbeats" USING brin ("checked_at");--> statement-breakpoint
CREATE INDEX "uptime_rollups_hour_idx" ON "uptime_rollups" USING btree ("hour");--> statement-breakpoint
-- Every rule on, with its defaults; no channel picked, so alerts go to the default recipients (docs/decisions/federation-and-health.md "Alerts and fleet issues").
INSERT INTO "alert_rules" ("kind") VALUES ('site_down'), ('site_up'), ('certificate_expiring'), ('sync_failed'), ('critical_error'), ('error_regression'), ('error_spike') ON CONFLICT ("kind") DO NOTHING;
