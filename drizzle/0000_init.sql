CREATE TABLE "admin_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"error_email_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_settings_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password" text NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"phone_number" varchar(20),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"company" varchar(200),
	"project_type" varchar(100) NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"project_url" text,
	"technologies" text[] DEFAULT '{}' NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"project_idea" text NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_name" varchar(100),
	"used_by_email" varchar(255),
	"used_by_phone" varchar(30),
	"status" varchar(50) DEFAULT 'new' NOT NULL,
	"contact_name" varchar(100),
	"contact_email" varchar(255),
	"contact_phone" varchar(30),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting_key" varchar(100) NOT NULL,
	"setting_value" boolean DEFAULT false NOT NULL,
	"description" text,
	"updated_by" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_setting_key_unique" UNIQUE("setting_key")
);
--> statement-breakpoint
CREATE TABLE "authorized_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"owner_name" varchar(100) NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"added_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authorized_phones_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "comedy_detection_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"pattern_type" varchar(20) DEFAULT 'contains' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" text,
	"added_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comedy_forwarding_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_url" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"updated_by" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comedy_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_body" text NOT NULL,
	"from_number" varchar(20) NOT NULL,
	"to_number" varchar(20) NOT NULL,
	"message_sid" varchar(64),
	"forwarded_to" text,
	"forward_success" boolean DEFAULT false NOT NULL,
	"response_received" text,
	"error_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_number_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"provider" varchar(20) DEFAULT 'twilio' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"webhook_url" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_number_config_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_sid" varchar(64) NOT NULL,
	"from_number" varchar(20) NOT NULL,
	"to_number" varchar(20) NOT NULL,
	"message_body" text NOT NULL,
	"route_id" integer,
	"routing_status" varchar(20) DEFAULT 'unrouted' NOT NULL,
	"forwarded_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_message_sid_unique" UNIQUE("message_sid")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "sms_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"pattern" varchar(500) NOT NULL,
	"pattern_type" varchar(20) DEFAULT 'contains' NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_value" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"match_count" integer DEFAULT 0 NOT NULL,
	"last_matched" timestamp with time zone,
	"phone_number_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_scheduler" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"schedule_day" varchar(10) DEFAULT 'monday' NOT NULL,
	"schedule_time" time DEFAULT '09:00:00' NOT NULL,
	"recipient_email" varchar(255) DEFAULT 'hello@customportalsolutions.com' NOT NULL,
	"last_run" timestamp with time zone,
	"next_run" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"severity" varchar(20) NOT NULL,
	"error_message" text NOT NULL,
	"stack_trace" text,
	"request_url" text,
	"request_method" varchar(10),
	"user_agent" text,
	"user_id" integer,
	"server_environment" varchar(20) DEFAULT 'production' NOT NULL,
	"ip_address" varchar(45),
	"email_sent" boolean DEFAULT false NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(255) NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "todo_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"category" varchar(50) DEFAULT 'general' NOT NULL,
	"due_date" date,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"total_items" integer DEFAULT 0 NOT NULL,
	"completed_items" integer DEFAULT 0 NOT NULL,
	"pending_items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federated_analytics" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(255) NOT NULL,
	"landing_page_views" integer DEFAULT 0 NOT NULL,
	"landing_page_clicks" integer DEFAULT 0 NOT NULL,
	"login_attempts" integer DEFAULT 0 NOT NULL,
	"successful_logins" integer DEFAULT 0 NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	"page_load_time" numeric(5, 2),
	"bounce_rate" numeric(3, 2),
	"conversion_rate" numeric(3, 2),
	"total_users" integer DEFAULT 0 NOT NULL,
	"data_date" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federated_command_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"command_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"response" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"executed_at" timestamp with time zone,
	"response_time" integer,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federated_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"command_text" text NOT NULL,
	"description" text,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_for" timestamp with time zone,
	"status" varchar(20) DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federated_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"error_message" text NOT NULL,
	"stack_trace" text,
	"severity" varchar(20),
	"error_type" varchar(100),
	"user_context" jsonb,
	"request_context" jsonb,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"resolved_by" varchar(100),
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federated_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"feature_name" varchar(255) NOT NULL,
	"description" text,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"version" varchar(50),
	"category" varchar(50),
	"last_updated" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federated_features_site_feature_unique" UNIQUE("site_id","feature_name")
);
--> statement-breakpoint
CREATE TABLE "federated_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_name" varchar(255) NOT NULL,
	"site_url" text NOT NULL,
	"api_key" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_sync" timestamp with time zone,
	"last_deployment_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federated_sites_site_name_unique" UNIQUE("site_name"),
	CONSTRAINT "federated_sites_api_key_unique" UNIQUE("api_key")
);
--> statement-breakpoint
CREATE TABLE "federated_sync_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"sync_type" varchar(20) DEFAULT 'full' NOT NULL,
	"sync_date" timestamp with time zone DEFAULT now() NOT NULL,
	"todos_collected" integer DEFAULT 0 NOT NULL,
	"errors_collected" integer DEFAULT 0 NOT NULL,
	"features_collected" integer DEFAULT 0 NOT NULL,
	"sync_status" varchar(20) NOT NULL,
	"error_message" text,
	"sync_duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federated_todos" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" varchar(50),
	"priority" varchar(20),
	"status" varchar(20),
	"due_date" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD CONSTRAINT "sms_routes_phone_number_id_phone_number_config_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."phone_number_config"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_analytics" ADD CONSTRAINT "federated_analytics_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_command_responses" ADD CONSTRAINT "federated_command_responses_command_id_federated_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."federated_commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_command_responses" ADD CONSTRAINT "federated_command_responses_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_errors" ADD CONSTRAINT "federated_errors_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_features" ADD CONSTRAINT "federated_features_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_sync_reports" ADD CONSTRAINT "federated_sync_reports_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_todos" ADD CONSTRAINT "federated_todos_site_id_federated_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."federated_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");