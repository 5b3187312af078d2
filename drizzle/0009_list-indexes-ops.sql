DROP INDEX "sms_messages_created_idx";--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "portfolio_projects_created_id_idx" ON "portfolio_projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolio_projects_public_featured_idx" ON "portfolio_projects" USING btree ("is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "portfolio_projects"."is_visible" and not "portfolio_projects"."is_sample";--> statement-breakpoint
CREATE INDEX "portfolio_projects_public_created_id_idx" ON "portfolio_projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "portfolio_projects"."is_visible" and not "portfolio_projects"."is_sample";--> statement-breakpoint
CREATE INDEX "sms_messages_created_id_idx" ON "sms_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_messages_to_created_id_idx" ON "sms_messages" USING btree ("to_number","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_messages_status_created_id_idx" ON "sms_messages" USING btree ("routing_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_messages_search_trgm_idx" ON "sms_messages" USING gin ((coalesce("from_number", '') || E'\n' || coalesce("message_body", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_routes_priority_id_idx" ON "sms_routes" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_id_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_status_created_id_idx" ON "outbox_messages" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_search_trgm_idx" ON "outbox_messages" USING gin ((coalesce("recipient", '') || E'\n' || coalesce("subject", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "todo_items_created_id_idx" ON "todo_items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "todo_items_status_due_id_idx" ON "todo_items" USING btree ("status",coalesce("due_date", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "todo_items_completed_id_idx" ON "todo_items" USING btree (coalesce("completed_at", "created_at") desc nulls last,"id" DESC NULLS LAST) WHERE "todo_items"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "todo_items_search_trgm_idx" ON "todo_items" USING gin ((coalesce("title", '') || E'\n' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "federated_command_responses_created_idx" ON "federated_command_responses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "federated_sync_reports_date_id_idx" ON "federated_sync_reports" USING btree ("sync_date" DESC NULLS LAST,"id" DESC NULLS LAST);