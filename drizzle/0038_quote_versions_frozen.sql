-- A sent quote version never changes (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): only its
-- link's revocation time and first view may be set. Nor is a sent version or an event deleted while its quote exists; a
-- quote's own deletion cascades (its row is already gone when the cascade reaches these rows).
CREATE OR REPLACE FUNCTION quote_versions_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  probe quote_versions;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.sent_at IS NOT NULL AND EXISTS (SELECT 1 FROM quotes WHERE id = OLD.quote_id) THEN
      RAISE EXCEPTION 'quote version % of quote % was sent and cannot be deleted', OLD.number, OLD.quote_id
        USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.sent_at IS NULL THEN
    RETURN NEW;
  END IF;
  probe := NEW;
  probe.token_revoked_at := OLD.token_revoked_at;
  probe.first_viewed_at := OLD.first_viewed_at;
  IF probe IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'quote version % of quote % was sent and is frozen', OLD.number, OLD.quote_id
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quote_versions_frozen BEFORE UPDATE OR DELETE ON quote_versions
  FOR EACH ROW EXECUTE FUNCTION quote_versions_frozen();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quote_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM quotes WHERE id = OLD.quote_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'quote events are append-only' USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quote_events_append_only BEFORE UPDATE OR DELETE ON quote_events
  FOR EACH ROW EXECUTE FUNCTION quote_events_append_only();
--> statement-breakpoint
-- The alert rule of an accepted quote (lib/alerts/rules.ts), on like every rule.
INSERT INTO "alert_rules" ("kind") VALUES ('quote_accepted') ON CONFLICT ("kind") DO NOTHING;
