CREATE TABLE "sms_consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"action" varchar(10) NOT NULL,
	"keyword" varchar(40) NOT NULL,
	"message_sid" varchar(64),
	"message_body" text NOT NULL,
	"sms_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ALTER COLUMN "message_sid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "direction" varchar(10) DEFAULT 'inbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "delivery_status" varchar(12);--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "error_code" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "status_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "sent_by" varchar(100);--> statement-breakpoint
ALTER TABLE "sms_consent_events" ADD CONSTRAINT "sms_consent_events_sms_message_id_sms_messages_id_fk" FOREIGN KEY ("sms_message_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_consent_events_phone_created_idx" ON "sms_consent_events" USING btree ("phone_number","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_consent_events_created_id_idx" ON "sms_consent_events" USING btree ("created_at","id");