CREATE TABLE "project_status_pages" (
	"project_id" integer NOT NULL,
	"status_page_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_status_pages_project_id_status_page_id_pk" PRIMARY KEY("project_id","status_page_id")
);
--> statement-breakpoint
CREATE TABLE "project_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"body" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"author" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_view_recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_status_pages" ADD CONSTRAINT "project_status_pages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_status_pages" ADD CONSTRAINT "project_status_pages_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_status_pages_page_idx" ON "project_status_pages" USING btree ("status_page_id");--> statement-breakpoint
CREATE INDEX "project_updates_project_created_idx" ON "project_updates" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "client_links_token_hash_key" ON "client_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_links_lead_live_idx" ON "client_links" USING btree ("lead_id") WHERE "client_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "projects_created_id_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_owner_created_id_idx" ON "projects" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);