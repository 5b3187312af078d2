CREATE TABLE "quote_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"version_number" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_ip" varchar(64) NOT NULL,
	"user_agent" varchar(512) NOT NULL,
	"typed_name" varchar(200) NOT NULL,
	"signature_png" "bytea",
	"sent_to" varchar(255) NOT NULL,
	"offered_pdf_sha256" char(64) NOT NULL,
	"content_sha256" char(64) NOT NULL,
	"signed_pdf" "bytea",
	"signed_pdf_sha256" char(64),
	"sealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"version_number" integer,
	"detail" jsonb NOT NULL,
	"actor" varchar(100),
	"occurred_at" timestamp with time zone NOT NULL,
	"prev_hash" char(64) NOT NULL,
	"hash" char(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"terms_template" text DEFAULT '' NOT NULL,
	"updated_by" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_settings_one_row" CHECK ("quote_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"tax_mode" varchar(10) DEFAULT 'exclusive' NOT NULL,
	"valid_until" date NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"deposit_bp" integer DEFAULT 0 NOT NULL,
	"terms_text" text DEFAULT '' NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_to" varchar(255),
	"content_sha256" char(64),
	"token_hash" char(64),
	"token_revoked_at" timestamp with time zone,
	"offered_pdf" "bytea",
	"pdf_sha256" char(64),
	"first_viewed_at" timestamp with time zone,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"project_code_id" integer,
	"assigned_to" integer,
	"currency" char(3) NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"title" varchar(200) NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"client_name" varchar(100) DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"event_count" integer DEFAULT 0 NOT NULL,
	"event_head" char(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_total_check" CHECK ("quotes"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"todo_item_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_version_id_quote_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."quote_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_code_id_project_codes_id_fk" FOREIGN KEY ("project_code_id") REFERENCES "public"."project_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_todo_item_id_todo_items_id_fk" FOREIGN KEY ("todo_item_id") REFERENCES "public"."todo_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_acceptances_quote_key" ON "quote_acceptances" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_acceptances_signed_pdf_key" ON "quote_acceptances" USING btree ("signed_pdf_sha256") WHERE "quote_acceptances"."signed_pdf_sha256" is not null;--> statement-breakpoint
CREATE INDEX "quote_acceptances_accepted_idx" ON "quote_acceptances" USING btree ("accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_events_quote_seq_key" ON "quote_events" USING btree ("quote_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_number_key" ON "quote_versions" USING btree ("quote_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_token_hash_key" ON "quote_versions" USING btree ("token_hash") WHERE "quote_versions"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "quotes_created_id_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_status_created_id_idx" ON "quotes" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_assigned_created_id_idx" ON "quotes" USING btree ("assigned_to","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_total_id_idx" ON "quotes" USING btree ("total_minor","id");--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "quotes_search_trgm_idx" ON "quotes" USING gin ((coalesce("title", '') || E'\n' || coalesce("client_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "project_milestones_todo_key" ON "project_milestones" USING btree ("todo_item_id");--> statement-breakpoint
CREATE INDEX "project_milestones_project_idx" ON "project_milestones" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_quote_key" ON "projects" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "projects_lead_idx" ON "projects" USING btree ("lead_id");