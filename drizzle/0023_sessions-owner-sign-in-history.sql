-- Sessions opened before sessions had their own user column name their user in `sess`.
UPDATE "sessions" SET "user_id" = ("sess"->>'userId')::int
WHERE "user_id" IS NULL AND EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = ("sess"->>'userId')::int);
--> statement-breakpoint
-- /account's sign-in history pages one user's sign-in rows of the audit log (docs/decisions/auth-and-roles.md "Sessions").
CREATE INDEX IF NOT EXISTS "audit_log_sign_in_actor_idx" ON "audit_log" ("actor_id", "at" DESC, "id" DESC) WHERE "action" = 'auth.sign-in';
