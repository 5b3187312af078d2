CREATE TABLE "sms_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"sms_message_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"byte_size" integer,
	"data" "bytea",
	"error" text,
	"fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_saved_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"body" text NOT NULL,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "media_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_media" ADD CONSTRAINT "sms_media_sms_message_id_sms_messages_id_fk" FOREIGN KEY ("sms_message_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_media_message_position_key" ON "sms_media" USING btree ("sms_message_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_saved_replies_name_key" ON "sms_saved_replies" USING btree (lower("name"));