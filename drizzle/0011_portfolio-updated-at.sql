ALTER TABLE "portfolio_projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A project never edited since it was added was last modified when it was created (the sitemap's lastModified).
UPDATE "portfolio_projects" SET "updated_at" = "created_at";
