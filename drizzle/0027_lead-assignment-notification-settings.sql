ALTER TABLE "admin_settings" ADD COLUMN "alert_email_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "digest_email_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "sent_by" varchar(50);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_assigned_activity_id_idx" ON "leads" USING btree ("assigned_to","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);