CREATE TABLE "status_report_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_report_sends_page_month_unique" UNIQUE("page_id","month"),
	CONSTRAINT "status_report_sends_month_check" CHECK ("status_report_sends"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "report_recipients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "status_report_sends" ADD CONSTRAINT "status_report_sends_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;