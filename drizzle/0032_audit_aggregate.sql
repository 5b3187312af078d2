ALTER TABLE "audit_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "aggregate_key" varchar(200);--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_aggregate_key_idx" ON "audit_log" USING btree ("aggregate_key") WHERE "audit_log"."aggregate_key" is not null;