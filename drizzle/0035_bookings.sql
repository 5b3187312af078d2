CREATE TABLE "booking_busy_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_date_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	CONSTRAINT "booking_date_overrides_range_check" CHECK (("booking_date_overrides"."start_time" is null and "booking_date_overrides"."end_time" is null) or ("booking_date_overrides"."start_time" < "booking_date_overrides"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "booking_event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location_kind" varchar(12) DEFAULT 'phone' NOT NULL,
	"location_detail" varchar(500) DEFAULT '' NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 240 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"daily_cap" integer,
	"asks_notes" boolean DEFAULT true NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guest_change_cutoff_hours" integer DEFAULT 24 NOT NULL,
	"max_guest_reschedules" integer DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_event_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "booking_event_types_duration_check" CHECK ("booking_event_types"."duration_minutes" between 5 and 480),
	CONSTRAINT "booking_event_types_location_check" CHECK ("booking_event_types"."location_kind" in ('phone', 'video', 'in-person')),
	CONSTRAINT "booking_event_types_buffers_check" CHECK ("booking_event_types"."buffer_before_minutes" between 0 and 240 and "booking_event_types"."buffer_after_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "booking_host_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"feed_token_hash" varchar(64),
	"calendar_url_sealed" text,
	"calendar_checked_at" timestamp with time zone,
	"calendar_error" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_host_profiles_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "booking_hosts" (
	"event_type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "booking_hosts_event_type_id_user_id_pk" PRIMARY KEY("event_type_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "booking_weekly_hours_weekday_check" CHECK ("booking_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "booking_weekly_hours_range_check" CHECK ("booking_weekly_hours"."start_time" < "booking_weekly_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"lead_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'confirmed' NOT NULL,
	"cancel_reason" varchar(500),
	"guest_name" varchar(100) NOT NULL,
	"guest_email" varchar(255) NOT NULL,
	"guest_phone" varchar(20),
	"guest_notes" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guest_time_zone" varchar(64) NOT NULL,
	"ical_uid" varchar(100) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"manage_token_hash" varchar(64) NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_ical_uid_unique" UNIQUE("ical_uid"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'completed', 'no-show', 'cancelled')),
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."start_at" < "bookings"."end_at")
);
--> statement-breakpoint
ALTER TABLE "booking_busy_times" ADD CONSTRAINT "booking_busy_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_date_overrides" ADD CONSTRAINT "booking_date_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_host_profiles" ADD CONSTRAINT "booking_host_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_event_type_id_booking_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."booking_event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_weekly_hours" ADD CONSTRAINT "booking_weekly_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_type_id_booking_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."booking_event_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_busy_times_user_start_idx" ON "booking_busy_times" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "booking_date_overrides_user_date_idx" ON "booking_date_overrides" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "booking_hosts_user_idx" ON "booking_hosts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_once_key" ON "booking_reminders" USING btree ("booking_id","kind","start_at");--> statement-breakpoint
CREATE INDEX "booking_weekly_hours_user_idx" ON "booking_weekly_hours" USING btree ("user_id","weekday");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "bookings_host_start_idx" ON "bookings" USING btree ("host_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_status_start_idx" ON "bookings" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "bookings_event_type_start_idx" ON "bookings" USING btree ("event_type_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");