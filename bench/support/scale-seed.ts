/**
 * Seeds a migrated database with the admin console's data at a given size, in SQL with
 * `generate_series` so a million rows take seconds (bench/admin-scale.ts). Rows spread over the last
 * two years with realistic shapes: redeemed and unused codes, resolved and open errors, routed and
 * forwarded messages, a fleet of sites with collected TODOs, errors and features, their monitors and a day of checks.
 */
import type { Client } from "pg";
import { loadWithoutIndexes, spread } from "./bulk-load";

/** Row counts of one size. */
export interface ScaleSize {
  codes: number;
  errors: number;
  smsMessages: number;
  sites: number;
  collectedRows: number;
  syncReportsPerSite: number;
  todos: number;
  contactRequests: number;
  portfolio: number;
  phones: number;
  outbox: number;
  commands: number;
}

/** The two sizes: "small" is today's data, "large" ten times the measured large column. */
export const SIZES: Record<"small" | "large", ScaleSize> = {
  small: {
    codes: 100,
    errors: 100,
    smsMessages: 1_000,
    sites: 5,
    collectedRows: 1_000,
    syncReportsPerSite: 4,
    todos: 20,
    contactRequests: 100,
    portfolio: 3,
    phones: 10,
    outbox: 100,
    commands: 5,
  },
  large: {
    codes: 500_000,
    errors: 200_000,
    smsMessages: 1_000_000,
    sites: 1_000,
    collectedRows: 2_000_000,
    syncReportsPerSite: 30,
    todos: 20_000,
    contactRequests: 100_000,
    portfolio: 300,
    phones: 1_000,
    outbox: 100_000,
    commands: 200,
  },
};

/** Inserts every table's rows for `size`; returns the seconds each table took. */
export async function seedScale(client: Client, size: ScaleSize): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  // A bulk load builds each secondary index once afterwards instead of row by row (GIN trigram
  // indexes especially): the table's indexes that back no constraint are dropped and re-created.
  await client.query("SET maintenance_work_mem = '256MB'");
  const step = async (name: string, statement: string) => {
    const table = name === "federated_commands" ? "federated_command_responses" : name;
    timings[name] = await loadWithoutIndexes(client, table, statement);
  };

  await step(
    "project_codes",
    `INSERT INTO project_codes (code, project_idea, is_used, used_at, used_by_name, used_by_email, status, contact_name, created_at, updated_at)
     SELECT 'B' || lpad(upper(to_hex(i)), 7, 'Z'),
            'Idea ' || i || ': a ' || (ARRAY['booking','membership','inventory','client','learning'])[1 + i % 5] ||
            ' portal for a ' || (ARRAY['dog grooming salon','dental clinic','yoga studio','law firm','bakery'])[1 + (i / 5) % 5] ||
            ' with SMS reminders and online payments. Draft: ' || repeat('We propose a secure portal. ', 8),
            i % 3 = 0, CASE WHEN i % 3 = 0 THEN ${spread(size.codes)} END,
            CASE WHEN i % 3 = 0 THEN 'Client ' || i END, CASE WHEN i % 3 = 0 THEN 'client' || i || '@example.test' END,
            (ARRAY['new','contacted','in-progress','proposal-sent','accepted','declined','completed'])[1 + i % 7],
            CASE WHEN i % 4 = 0 THEN 'Contact ' || i END,
            ${spread(size.codes)}, ${spread(size.codes)}
     FROM generate_series(1, ${size.codes}) AS i`,
  );
  await step(
    "error_logs",
    `INSERT INTO error_logs (severity, error_message, stack_trace, request_url, request_method, server_environment, resolved, resolved_at, fingerprint, occurrences, last_seen_at, created_at)
     SELECT (ARRAY['low','medium','high','critical'])[1 + i % 4], 'TypeError: Cannot read properties of undefined (reading ''x' || i || ''')',
            'TypeError: boom\n    at handler (app/api/x/route.ts:' || i % 300 || ':7)', '/api/example/' || i % 50, 'POST', 'production',
            i % 5 <> 0, CASE WHEN i % 5 <> 0 THEN ${spread(size.errors)} END, md5('fp' || i), 1 + i % 20, ${spread(size.errors)}, ${spread(size.errors)}
     FROM generate_series(1, ${size.errors}) AS i`,
  );
  await step(
    "sms_messages",
    `INSERT INTO sms_messages (message_sid, from_number, to_number, message_body, routing_status, reply_body, created_at)
     SELECT 'SM' || md5('sid' || i), '+1555' || lpad((i % 9000000)::text, 7, '0'), '+15550102030',
            'Idea ' || i || ': a booking portal for my salon', (ARRAY['routed','routed','routed','blocked','pending','failed'])[1 + i % 6],
            'Thanks! Your project code is ABCD', ${spread(size.smsMessages)}
     FROM generate_series(1, ${size.smsMessages}) AS i`,
  );
  await step(
    "federated_sites",
    `INSERT INTO federated_sites (site_name, site_url, api_key, api_key_hash, description, is_active, last_sync, created_at)
     SELECT 'Client site ' || i, 'https://client' || i || '.example.test', 'bench-key-' || i, md5('key' || i), 'Fleet site ' || i, i % 20 <> 0,
            now() - (i % 360) * interval '1 minute', ${spread(size.sites)}
     FROM generate_series(1, ${size.sites}) AS i`,
  );
  const perKind = Math.floor(size.collectedRows / 5);
  await step(
    "federated_todos",
    `INSERT INTO federated_todos (site_id, title, description, category, priority, status, updated_at, synced_at)
     SELECT s.id, 'Remote TODO ' || i, 'Details ' || i, 'general', (ARRAY['low','medium','high'])[1 + i % 3], (ARRAY['pending','in_progress','completed'])[1 + i % 3],
            ${spread(perKind * 2)}, ${spread(perKind * 2)}
     FROM generate_series(1, ${perKind * 2}) AS i JOIN federated_sites s ON s.id = (SELECT min(id) FROM federated_sites) + i % ${size.sites}`,
  );
  await step(
    "federated_errors",
    `INSERT INTO federated_errors (site_id, error_message, severity, error_type, is_resolved, created_at, synced_at)
     SELECT s.id, 'Remote error ' || i % 5000, (ARRAY['low','medium','high','critical'])[1 + i % 4], 'TypeError', i % 3 <> 0, ${spread(perKind * 2)}, ${spread(perKind * 2)}
     FROM generate_series(1, ${perKind * 2}) AS i JOIN federated_sites s ON s.id = (SELECT min(id) FROM federated_sites) + i % ${size.sites}`,
  );
  await step(
    "federated_features",
    `INSERT INTO federated_features (site_id, feature_name, status, version, category, synced_at)
     SELECT s.id, 'feature-' || (i / ${size.sites}), 'active', '1.' || i % 10, 'core', ${spread(perKind)}
     FROM generate_series(1, ${perKind}) AS i JOIN federated_sites s ON s.id = (SELECT min(id) FROM federated_sites) + i % ${size.sites}`,
  );
  await step(
    "federated_sync_reports",
    `INSERT INTO federated_sync_reports (site_id, sync_type, sync_date, todos_collected, errors_collected, features_collected, sync_status, sync_duration)
     SELECT s.id, 'full', now() - r * interval '6 hours', 10, 5, 3, CASE WHEN (s.id + r) % 17 = 0 THEN 'failed' ELSE 'success' END, 300
     FROM federated_sites s CROSS JOIN generate_series(0, ${size.syncReportsPerSite - 1}) AS r`,
  );
  // Every site's monitor, mostly up, a few down or failing, the paused sites paused; a day of checks a minute apart.
  await step(
    "site_monitors",
    `INSERT INTO site_monitors (site_id, state, state_changed_at, consecutive_failures, down_since, next_check_at, last_checked_at,
       last_response_ms, last_http_status, last_error, cert_expires_at)
     SELECT s.id, m.state, now() - interval '1 hour', CASE m.state WHEN 'down' THEN 3 WHEN 'pending' THEN 1 ELSE 0 END,
            CASE WHEN m.state = 'down' THEN now() - interval '30 minutes' END, now() + interval '1 minute', now() - (s.id % 60) * interval '1 second',
            120 + s.id % 200, CASE WHEN m.state IN ('down', 'pending') THEN 503 ELSE 200 END,
            CASE WHEN m.state IN ('down', 'pending') THEN 'HTTP 503, expected 200–399' END, now() + (5 + s.id % 200) * interval '1 day'
     FROM federated_sites s
     CROSS JOIN LATERAL (SELECT CASE WHEN NOT s.is_active THEN 'paused' WHEN s.id % 50 = 0 THEN 'down' WHEN s.id % 70 = 0 THEN 'pending' ELSE 'up' END AS state) m`,
  );
  await step(
    "uptime_heartbeats",
    `INSERT INTO uptime_heartbeats (site_id, checked_at, status, response_ms, http_status, error)
     SELECT s.id, date_trunc('minute', now()) - m * interval '1 minute' - (s.id % 60) * interval '1 second',
            CASE WHEN s.id % 50 = 0 AND m < 30 THEN 'down' ELSE 'up' END, CASE WHEN s.id % 50 = 0 AND m < 30 THEN NULL ELSE 100 + (s.id + m) % 250 END,
            CASE WHEN s.id % 50 = 0 AND m < 30 THEN 503 ELSE 200 END, CASE WHEN s.id % 50 = 0 AND m < 30 THEN 'HTTP 503, expected 200–399' END
     FROM federated_sites s CROSS JOIN generate_series(0, 24 * 60 - 1) AS m WHERE s.is_active`,
  );
  await step(
    "federated_commands",
    `WITH c AS (
       INSERT INTO federated_commands (command_text, description, created_by, status, created_at)
       SELECT 'clear-cache --all ' || i, 'Bench command ' || i, 'admin', 'completed', ${spread(size.commands)}
       FROM generate_series(1, ${size.commands}) AS i RETURNING id)
     INSERT INTO federated_command_responses (command_id, site_id, response, status, executed_at, response_time)
     SELECT c.id, s.id, 'ok', 'success', now(), 120 FROM c CROSS JOIN (SELECT id FROM federated_sites ORDER BY id LIMIT 50) s`,
  );
  await step(
    "todo_items",
    `INSERT INTO todo_items (title, description, priority, status, category, completed_at, created_at)
     SELECT 'TODO ' || i, 'Work item ' || i, (ARRAY['low','medium','high'])[1 + i % 3], CASE WHEN i % 10 < 8 THEN 'completed' ELSE 'pending' END,
            'general', CASE WHEN i % 10 < 8 THEN ${spread(size.todos)} END, ${spread(size.todos)}
     FROM generate_series(1, ${size.todos}) AS i`,
  );
  await step(
    "contact_requests",
    `INSERT INTO contact_requests (first_name, last_name, email, company, project_type, message, created_at)
     SELECT 'First' || i, 'Last' || i, 'lead' || i || '@example.test', 'Company ' || i, 'Custom Portal Development',
            'I would like a portal for my business number ' || i, ${spread(size.contactRequests)}
     FROM generate_series(1, ${size.contactRequests}) AS i`,
  );
  await step(
    "portfolio_projects",
    `INSERT INTO portfolio_projects (title, description, technologies, is_visible, created_at)
     SELECT 'Portfolio project ' || i, 'A portal we built for client ' || i, ARRAY['Next.js','PostgreSQL'], i % 4 <> 0, ${spread(size.portfolio)}
     FROM generate_series(1, ${size.portfolio}) AS i`,
  );
  await step(
    "authorized_phones",
    `INSERT INTO authorized_phones (phone_number, owner_name, description, created_at)
     SELECT '+1202' || lpad(i::text, 7, '0'), 'Owner ' || i, 'Bench phone', ${spread(size.phones)}
     FROM generate_series(1, ${size.phones}) AS i`,
  );
  await step(
    "outbox_messages",
    `INSERT INTO outbox_messages (channel, recipient, subject, body, status, attempts, created_at)
     SELECT 'email', 'person' || i || '@example.test', 'Weekly report ' || i, 'Body ' || i, 'sent', 1, ${spread(size.outbox)}
     FROM generate_series(1, ${size.outbox}) AS i`,
  );
  await step("federated_analytics", analyticsSeed(size));
  await step("sms_routes", routesSeed(size));
  // VACUUM flushes the GIN indexes' pending lists, so the planner trusts them as it would in production.
  await step("analyze", "VACUUM ANALYZE");
  return timings;
}

/** A month of daily analytics per site (the Analytics list shows each site's latest day). */
export function analyticsSeed(size: ScaleSize): string {
  return `INSERT INTO federated_analytics (site_id, site_name, landing_page_views, landing_page_clicks, login_attempts, successful_logins, active_users, bounce_rate, total_users, data_date)
     SELECT s.id, s.site_name, 100 + d, 10 + d, 20, 18, 5, 0.35, 50, date_trunc('day', now()) - d * interval '1 day'
     FROM federated_sites s CROSS JOIN generate_series(0, ${Math.min(size.syncReportsPerSite, 30) - 1}) AS d`;
}

/** Routing rules: one per 5,000 messages (at least 5), a tenth inactive (Routing Rules and the Decision Tree). */
export function routesSeed(size: ScaleSize): string {
  const routes = Math.max(5, Math.round(size.smsMessages / 5_000));
  return `INSERT INTO sms_routes (name, pattern_type, pattern, target_type, target_value, priority, is_active)
     SELECT 'Route ' || i, 'contains', 'keyword' || i, 'webhook', 'https://example.test/hook/' || i, i % 100, i % 10 <> 0
     FROM generate_series(1, ${routes}) AS i`;
}
