-- Each monitor's one maintenance window becomes a one-off scheduled maintenance window
-- (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance") before the next migration
-- drops the monitor's columns: one window per distinct time range, covering every site that had it.
-- Windows that already ended are history nobody reads; they are not carried over.
WITH old AS (
  SELECT "site_id", "maintenance_starts_at" AS starts_at, "maintenance_ends_at" AS ends_at
  FROM "site_monitors"
  WHERE "maintenance_starts_at" IS NOT NULL AND "maintenance_ends_at" > now()
), made AS (
  INSERT INTO "maintenance_windows" ("title", "starts_at", "ends_at")
  SELECT DISTINCT 'Maintenance', starts_at, ends_at FROM old
  RETURNING "id", "starts_at", "ends_at"
)
INSERT INTO "maintenance_window_sites" ("maintenance_id", "site_id")
SELECT made."id", old."site_id" FROM made JOIN old USING (starts_at, ends_at);
