ALTER TABLE "email_scheduler" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "last_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "regressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "reply_to" varchar(255);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "error_logs_resolved_last_seen_idx" ON "error_logs" USING btree ("resolved","last_seen_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_retry_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "error_logs" ADD CONSTRAINT "error_logs_fingerprint_unique" UNIQUE("fingerprint");
