DROP INDEX "sessions_user_seen_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_history" ADD COLUMN "skipped_reason" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_created_idx" ON "sessions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_member_check" CHECK ("notification_channels"."member_id" is null or "notification_channels"."kind" in ('email', 'sms'));