/**
 * Seeds a migrated database with leads at bench size (bench/leads.ts): `leads` leads over the last two
 * years (a third with a phone only, a third with an e-mail only, a third with both; half answered,
 * some with a follow-up date), `messages` SMS messages spread over them both ways, and a project code
 * for every other lead. In SQL with `generate_series`, secondary indexes dropped and rebuilt once.
 */
import type { Client } from "pg";
import { loadWithoutIndexes, spread } from "./bulk-load";

/** Row counts of the bench. */
export interface LeadsSize {
  leads: number;
  messages: number;
}

/** The size: 200,000 leads and 1,000,000 messages. */
export const LEADS_SIZE: LeadsSize = { leads: 200_000, messages: 1_000_000 };

/** The project code the seed gives lead number `i` (1-based, even `i` only): "B" and hex digits. */
export const seededCode = (i: number) => `B${i.toString(16).toUpperCase().padStart(7, "Z")}`;

/** Inserts the rows; returns the seconds each table took. */
export async function seedLeads(client: Client, size: LeadsSize): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  await client.query("SET maintenance_work_mem = '256MB'");
  const step = async (table: string, statement: string) => {
    timings[table] = await loadWithoutIndexes(client, table, statement);
  };
  await step(
    "leads",
    `INSERT INTO leads (name, phone, email, status, sources, keywords, last_inbound_at, last_outbound_at, last_activity_at, next_follow_up_on, created_at)
     SELECT CASE WHEN i % 5 <> 0 THEN 'Person ' || i END,
            CASE WHEN i % 3 <> 1 THEN '+1555' || lpad(i::text, 7, '0') END,
            CASE WHEN i % 3 <> 0 THEN 'lead' || i || '@example.test' END,
            (ARRAY['new','contacted','in-progress','proposal-sent','accepted','declined','completed'])[1 + i % 7],
            CASE i % 3 WHEN 0 THEN ARRAY['sms'] WHEN 1 THEN ARRAY['contact'] ELSE ARRAY['sms','redemption'] END,
            CASE WHEN i % 2 = 0 THEN 'B' || lpad(upper(to_hex(i)), 7, 'Z') || ' ' ELSE '' END ||
              'Idea ' || i || ': a ' || (ARRAY['booking','membership','inventory','client','learning'])[1 + i % 5] ||
              ' portal for a ' || (ARRAY['dog grooming salon','dental clinic','yoga studio','law firm','bakery'])[1 + (i / 5) % 5],
            ${spread(size.leads)},
            CASE WHEN i % 2 = 0 THEN ${spread(size.leads)} + interval '1 hour' END,
            ${spread(size.leads)} + CASE WHEN i % 2 = 0 THEN interval '1 hour' ELSE interval '0' END,
            CASE WHEN i % 50 = 0 THEN current_date + (i % 14 - 7) END,
            ${spread(size.leads)} - interval '1 day'
     FROM generate_series(1, ${size.leads}) AS i`,
  );
  await step(
    "project_codes",
    `INSERT INTO project_codes (code, project_idea, lead_id, status, contact_phone, created_at, updated_at)
     SELECT 'B' || lpad(upper(to_hex(l.id)), 7, 'Z'), 'PROJECT PROPOSAL: ' || l.keywords || E'\\n\\nOVERVIEW\\n' || repeat('We propose a secure portal. ', 8),
            l.id, l.status, l.phone, l.created_at, l.created_at
     FROM leads l WHERE l.id % 2 = 0`,
  );
  await step(
    "sms_messages",
    `INSERT INTO sms_messages (message_sid, from_number, to_number, message_body, routing_status, direction, delivery_status, lead_id, created_at)
     SELECT 'SM' || md5('lead-sms' || i),
            CASE WHEN i % 4 = 0 THEN '+15550102030' ELSE '+1555' || lpad((1 + i % ${size.leads})::text, 7, '0') END,
            CASE WHEN i % 4 = 0 THEN '+1555' || lpad((1 + i % ${size.leads})::text, 7, '0') ELSE '+15550102030' END,
            CASE WHEN i % 4 = 0 THEN 'Thanks, we will call you tomorrow.' ELSE 'Message ' || i || ' about my portal idea' END,
            'routed', CASE WHEN i % 4 = 0 THEN 'outbound' ELSE 'inbound' END,
            CASE WHEN i % 4 = 0 THEN (ARRAY['delivered','sent','failed'])[1 + i % 3] END,
            (SELECT min(id) FROM leads) + i % ${size.leads},
            ${spread(size.messages)}
     FROM generate_series(1, ${size.messages}) AS i`,
  );
  const started = performance.now();
  await client.query("VACUUM ANALYZE");
  timings.analyze = (performance.now() - started) / 1000;
  return timings;
}
