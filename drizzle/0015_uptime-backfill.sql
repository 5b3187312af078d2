-- Every site registered before monitors existed gets one with the defaults; the uptime tick
-- also creates missing ones (lib/uptime/claim-due-monitors.ts), so a site added later is monitored within a tick.
INSERT INTO "site_monitors" ("site_id") SELECT "id" FROM "federated_sites" ON CONFLICT DO NOTHING;
