CREATE TABLE "credit_note_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_pdfs" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"state_key" varchar(100) NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "delivered_by" varchar(100);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_by" varchar(100) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_project_final_key" ON "invoices" USING btree ("project_id","kind") WHERE "invoices"."kind" = 'final';--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_kind_created_id_idx" ON "invoices" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_check" CHECK ("invoices"."credited_minor" >= 0 and "invoices"."credited_minor" <= greatest("invoices"."total_minor", 0));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_names_invoice_check" CHECK (("invoices"."kind" = 'credit') = ("invoices"."credited_invoice_id" is not null));