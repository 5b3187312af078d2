DROP INDEX "federated_errors_site_idx";--> statement-breakpoint
DROP INDEX "federated_todos_site_idx";--> statement-breakpoint
CREATE INDEX "federated_commands_created_id_idx" ON "federated_commands" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "federated_commands_in_flight_idx" ON "federated_commands" USING btree ("id") WHERE "federated_commands"."status" in ('pending', 'broadcasting');--> statement-breakpoint
CREATE INDEX "federated_errors_synced_id_idx" ON "federated_errors" USING btree ("synced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "federated_errors_site_synced_id_idx" ON "federated_errors" USING btree ("site_id","synced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "federated_errors_site_unresolved_idx" ON "federated_errors" USING btree ("site_id","severity") WHERE not "federated_errors"."is_resolved";--> statement-breakpoint
CREATE INDEX "federated_features_synced_id_idx" ON "federated_features" USING btree ("synced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "federated_features_site_synced_id_idx" ON "federated_features" USING btree ("site_id","synced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "federated_todos_synced_id_idx" ON "federated_todos" USING btree ("synced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "federated_todos_site_synced_id_idx" ON "federated_todos" USING btree ("site_id","synced_at" DESC NULLS LAST,"id" DESC NULLS LAST);