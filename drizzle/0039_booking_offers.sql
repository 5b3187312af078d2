CREATE TABLE "booking_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	"slot_starts" jsonb NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" integer,
	CONSTRAINT "booking_offers_status_check" CHECK ("booking_offers"."status" in ('open', 'taken', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_event_type_id_booking_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."booking_event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_offers_lead_open_idx" ON "booking_offers" USING btree ("lead_id") WHERE "booking_offers"."status" = 'open';