CREATE TABLE "screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_url" text NOT NULL,
	"content_type" varchar(100) DEFAULT 'image/png' NOT NULL,
	"image" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"captured_by" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
