CREATE TABLE "lead_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"outbox_message_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_emails_outbox_message_id_unique" UNIQUE("outbox_message_id")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"body" text,
	"other_lead_id" integer,
	"actor" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100),
	"phone" varchar(20),
	"email" varchar(255),
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"owner_note" text,
	"next_follow_up_on" date,
	"last_inbound_at" timestamp with time zone,
	"last_outbound_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "project_codes" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_emails_lead_created_idx" ON "lead_emails" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_events_lead_created_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_events_other_lead_idx" ON "lead_events" USING btree ("other_lead_id") WHERE "lead_events"."other_lead_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_phone_key" ON "leads" USING btree ("phone") WHERE "leads"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_key" ON "leads" USING btree ("email") WHERE "leads"."email" is not null;--> statement-breakpoint
CREATE INDEX "leads_activity_id_idx" ON "leads" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_activity_id_idx" ON "leads" USING btree ("status","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_needs_reply_activity_id_idx" ON "leads" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "leads"."last_inbound_at" > coalesce("leads"."last_outbound_at", '-infinity'::timestamptz);--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("next_follow_up_on") WHERE "leads"."next_follow_up_on" is not null;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ((coalesce("name", '') || E'\n' || coalesce("phone", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("keywords", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_codes" ADD CONSTRAINT "project_codes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_lead_idx" ON "contact_requests" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "project_codes_lead_idx" ON "project_codes" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "sms_messages_lead_created_idx" ON "sms_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
-- Backfill (docs/decisions/sms-and-conversations.md "Leads", "Backfill in the migration"): a lead per SMS sender (messages past compliance and
-- not blocked), per contact e-mail and per redeemer e-mail of a code without a lead; an SMS lead takes the
-- e-mail of its code's redemption when no other lead has it. No merges: an admin merges by hand.
INSERT INTO "leads" ("phone", "sources", "last_inbound_at", "last_activity_at", "created_at")
SELECT m."from_number", ARRAY['sms'], max(m."created_at"), max(m."created_at"), min(m."created_at")
FROM "sms_messages" m
WHERE m."from_number" ~ '^\+[1-9][0-9]{6,14}$' AND m."routing_status" <> 'blocked'
  AND m."forwarded_to" IS DISTINCT FROM 'internal://compliance'
GROUP BY m."from_number";--> statement-breakpoint
UPDATE "sms_messages" m SET "lead_id" = l."id" FROM "leads" l WHERE l."phone" = m."from_number";--> statement-breakpoint
UPDATE "project_codes" c SET "lead_id" = m."lead_id"
FROM "sms_messages" m WHERE m."project_code_id" = c."id" AND m."lead_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "leads" ("email", "name", "sources", "last_inbound_at", "last_activity_at", "created_at")
SELECT lower(r."email"), left((array_agg(r."first_name" || ' ' || r."last_name" ORDER BY r."created_at" DESC))[1], 100),
       ARRAY['contact'], max(r."created_at"), max(r."created_at"), min(r."created_at")
FROM "contact_requests" r GROUP BY lower(r."email");--> statement-breakpoint
UPDATE "contact_requests" r SET "lead_id" = l."id" FROM "leads" l WHERE l."email" = lower(r."email");--> statement-breakpoint
WITH "by_email" AS (
  SELECT DISTINCT ON (lower(c."used_by_email")) c."lead_id", lower(c."used_by_email") AS "email", c."used_by_name", c."used_at"
  FROM "project_codes" c JOIN "leads" l ON l."id" = c."lead_id"
  WHERE c."is_used" AND c."used_by_email" IS NOT NULL AND l."email" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "leads" o WHERE o."email" = lower(c."used_by_email"))
  ORDER BY lower(c."used_by_email"), c."used_at"
), "picked" AS (SELECT DISTINCT ON ("lead_id") * FROM "by_email" ORDER BY "lead_id", "used_at")
UPDATE "leads" l SET "email" = p."email", "name" = coalesce(l."name", left(p."used_by_name", 100))
FROM "picked" p WHERE l."id" = p."lead_id";--> statement-breakpoint
INSERT INTO "leads" ("email", "name", "sources", "last_inbound_at", "last_activity_at", "created_at")
SELECT lower(c."used_by_email"), left((array_agg(c."used_by_name" ORDER BY c."used_at" DESC))[1], 100), ARRAY['redemption'],
       max(coalesce(c."used_at", c."created_at")), max(coalesce(c."used_at", c."created_at")), min(coalesce(c."used_at", c."created_at"))
FROM "project_codes" c WHERE c."lead_id" IS NULL AND c."is_used" AND c."used_by_email" IS NOT NULL
GROUP BY lower(c."used_by_email")
ON CONFLICT ("email") WHERE "email" IS NOT NULL DO NOTHING;--> statement-breakpoint
UPDATE "project_codes" c SET "lead_id" = l."id" FROM "leads" l
WHERE c."lead_id" IS NULL AND c."is_used" AND l."email" = lower(c."used_by_email");--> statement-breakpoint
UPDATE "leads" l SET
  "sources" = CASE WHEN 'redemption' = ANY(l."sources") THEN l."sources" ELSE l."sources" || ARRAY['redemption'] END,
  "last_inbound_at" = greatest(l."last_inbound_at", u."used_at"),
  "last_activity_at" = greatest(l."last_activity_at", u."used_at")
FROM (SELECT "lead_id", max("used_at") AS "used_at" FROM "project_codes" WHERE "is_used" AND "lead_id" IS NOT NULL GROUP BY "lead_id") u
WHERE u."lead_id" = l."id";--> statement-breakpoint
UPDATE "leads" l SET "status" = s."status" FROM (
  SELECT DISTINCT ON ("lead_id") "lead_id", "status" FROM "project_codes"
  WHERE "lead_id" IS NOT NULL AND "status" IN ('new', 'contacted', 'in-progress', 'proposal-sent', 'accepted', 'declined', 'completed')
  ORDER BY "lead_id", "updated_at" DESC
) s WHERE s."lead_id" = l."id";--> statement-breakpoint
UPDATE "project_codes" c SET "status" = l."status" FROM "leads" l WHERE l."id" = c."lead_id" AND c."status" IS DISTINCT FROM l."status";--> statement-breakpoint
UPDATE "leads" l SET "keywords" = left(concat_ws(E'\n',
  (SELECT string_agg(c."code", ' ' ORDER BY c."id") FROM "project_codes" c WHERE c."lead_id" = l."id"),
  (SELECT string_agg(left(m."message_body", 200), E'\n' ORDER BY m."id") FROM "sms_messages" m WHERE m."lead_id" = l."id" AND m."project_code_id" IS NOT NULL),
  (SELECT string_agg(left(r."message", 200), E'\n' ORDER BY r."id") FROM "contact_requests" r WHERE r."lead_id" = l."id")
), 4000);
