-- The audit log stays append-only (docs/decisions/auth-and-roles.md "Audit log"), with one exception: an aggregated row of
-- anonymous failures (`aggregate_key` set) may have its `count` raised by one, and nothing else changed
-- (docs/decisions/auth-and-roles.md "Limits that hold under parallel requests"). Deletes still need `audit.purge`.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('audit.purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.aggregate_key IS NOT NULL AND NEW.count = OLD.count + 1
     AND (to_jsonb(NEW) - 'count') = (to_jsonb(OLD) - 'count') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
