-- Pages that existed before drafts were public: they stay published (docs/decisions/status-pages.md "Status page drafts").
UPDATE "status_pages" SET "published_at" = "created_at" WHERE "published_at" IS NULL;
