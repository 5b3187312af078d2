CREATE TABLE "remote_site_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_site_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "site_analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"landing_page_views" integer DEFAULT 0 NOT NULL,
	"landing_page_clicks" integer DEFAULT 0 NOT NULL,
	"engaged_views" integer DEFAULT 0 NOT NULL,
	"login_attempts" integer DEFAULT 0 NOT NULL,
	"successful_logins" integer DEFAULT 0 NOT NULL,
	"page_load_time_total_ms" bigint DEFAULT 0 NOT NULL,
	"page_load_samples" integer DEFAULT 0 NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "federated_sites" ADD COLUMN "api_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "federated_sites" ADD COLUMN "admin_email" varchar(255);--> statement-breakpoint
ALTER TABLE "federated_sites" ADD COLUMN "sync_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "federated_sites" ADD COLUMN "sync_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "federated_todos" ADD COLUMN "assigned_to" varchar(100);--> statement-breakpoint
CREATE INDEX "federated_command_responses_command_idx" ON "federated_command_responses" USING btree ("command_id");--> statement-breakpoint
CREATE INDEX "federated_errors_site_idx" ON "federated_errors" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "federated_sync_reports_site_date_idx" ON "federated_sync_reports" USING btree ("site_id","sync_date");--> statement-breakpoint
CREATE INDEX "federated_todos_site_idx" ON "federated_todos" USING btree ("site_id");--> statement-breakpoint
ALTER TABLE "federated_analytics" ADD CONSTRAINT "federated_analytics_site_date_unique" UNIQUE("site_id","data_date");--> statement-breakpoint
ALTER TABLE "federated_sites" ADD CONSTRAINT "federated_sites_site_url_unique" UNIQUE("site_url");--> statement-breakpoint
ALTER TABLE "federated_sites" ADD CONSTRAINT "federated_sites_api_key_hash_unique" UNIQUE("api_key_hash");