-- One booking per host and time (docs/decisions/bookings.md "Bookings"): no two live bookings of one host whose
-- times, each widened by its own buffers, overlap. drizzle-kit cannot express an exclusion constraint.
-- `timestamptz ± interval` is only STABLE (a day or month interval depends on the zone), which an index
-- expression refuses; an interval of minutes is a fixed length of time, so this wrapper is truly immutable.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE FUNCTION booking_blocked_range(start_at timestamptz, end_at timestamptz, before_minutes integer, after_minutes integer)
  RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT tstzrange(start_at - make_interval(mins => before_minutes), end_at + make_interval(mins => after_minutes), '[)') $$;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_no_overlap" EXCLUDE USING gist (
  "host_id" WITH =,
  booking_blocked_range("start_at", "end_at", "buffer_before_minutes", "buffer_after_minutes") WITH &&
) WHERE ("status" <> 'cancelled');
