-- Everyone who could sign in before roles existed did everything: they stay able to (docs/decisions/auth-and-roles.md "Roles").
UPDATE "users" SET "role" = 'owner';
--> statement-breakpoint
-- The audit log is append-only (docs/decisions/auth-and-roles.md "Audit log"): no row is ever changed, and rows are deleted only
-- by the retention purge (lib/audit/purge-audit-log.ts), which says so with `SET LOCAL audit.purge = 'on'`.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('audit.purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
