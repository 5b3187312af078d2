ALTER TABLE "site_monitors" DROP CONSTRAINT "site_monitors_maintenance_check";--> statement-breakpoint
ALTER TABLE "site_monitors" DROP COLUMN "maintenance_starts_at";--> statement-breakpoint
ALTER TABLE "site_monitors" DROP COLUMN "maintenance_ends_at";