CREATE TABLE "sms_routing_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "recipient" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "phone_number_config" ADD COLUMN "no_match_action" varchar(20) DEFAULT 'project_code' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "outbox_message_id" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_outbox_idx" ON "sms_messages" USING btree ("outbox_message_id");