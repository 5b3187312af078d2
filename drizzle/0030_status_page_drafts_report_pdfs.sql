CREATE TABLE "status_report_pdfs" (
	"page_id" integer NOT NULL,
	"month" char(7) NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_report_pdfs_page_id_month_pk" PRIMARY KEY("page_id","month")
);
--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "status_report_pdfs" ADD CONSTRAINT "status_report_pdfs_page_id_status_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;