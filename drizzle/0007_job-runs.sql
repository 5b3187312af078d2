CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" varchar(64) NOT NULL,
	"tick" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL,
	"claim_token" uuid NOT NULL,
	"outcome" varchar(10) DEFAULT 'running' NOT NULL,
	"summary" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_runs_job_tick_unique" UNIQUE("job","tick")
);
