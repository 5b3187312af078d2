ALTER TABLE "invoices" ADD COLUMN "client_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_payments_received_idx" ON "invoice_payments" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ((coalesce("number", '') || E'\n' || coalesce("client_name", '')) gin_trgm_ops);