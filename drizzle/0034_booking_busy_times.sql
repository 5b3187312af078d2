CREATE TABLE "booking_busy_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_host_profiles" ADD COLUMN "calendar_url_sealed" text;--> statement-breakpoint
ALTER TABLE "booking_host_profiles" ADD COLUMN "calendar_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_host_profiles" ADD COLUMN "calendar_error" varchar(500);--> statement-breakpoint
ALTER TABLE "booking_busy_times" ADD CONSTRAINT "booking_busy_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_busy_times_user_start_idx" ON "booking_busy_times" USING btree ("user_id","start_at");