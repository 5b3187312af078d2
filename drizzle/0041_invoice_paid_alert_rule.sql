-- The team is alerted when an invoice is paid (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank transfer").
INSERT INTO "alert_rules" ("kind") VALUES ('invoice_paid') ON CONFLICT ("kind") DO NOTHING;
