ALTER TABLE "sms_messages" ADD COLUMN "reply_body" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "project_code_id" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_project_code_id_project_codes_id_fk" FOREIGN KEY ("project_code_id") REFERENCES "public"."project_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_from_created_idx" ON "sms_messages" USING btree ("from_number","created_at");