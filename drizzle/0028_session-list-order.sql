DROP INDEX "sessions_user_seen_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_user_created_idx" ON "sessions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);