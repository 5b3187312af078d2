/**
 * The status page bench's data (bench/status-page.ts): `sites` monitored sites with `days` of hourly
 * rollups (up, with a bad hour now and then) and 7 days of minute heartbeats, one status page showing the
 * first `components` of them in two groups (published: a draft answers 404), an outage incident with updates on one of them, a resolved
 * one, and a weekly maintenance window. Generated in SQL (generate_series), so 1,000 sites × 400 days
 * (9.6 million rollups) load in a few minutes.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";

export interface StatusSeed {
  sites: number;
  days: number;
  components: number;
  slug: string;
}

/** Seeds `seed` into `db` (an empty, migrated database); answers the page's site ids. */
export async function seedStatusFleet(db: Database, seed: StatusSeed): Promise<number[]> {
  await db.execute(sql`
    insert into federated_sites (site_name, site_url, api_key, last_sync)
    select 'bench-site-' || n, 'https://bench-site-' || n || '.example.test', 'bench-key-' || n, now() - interval '1 hour'
    from generate_series(1, ${seed.sites}) n`);
  await db.execute(sql`
    insert into site_monitors (site_id, state, last_checked_at, state_changed_at, next_check_at)
    select id, 'up', now() - interval '30 seconds', now() - interval '30 days', now() + interval '1 day' from federated_sites`);
  await db.execute(sql`
    insert into uptime_rollups (site_id, hour, up_count, down_count, response_samples, min_response_ms, avg_response_ms, max_response_ms)
    select s.id, h, case when (s.id * 7 + extract(epoch from h)::bigint / 3600) % 997 = 0 then 20 else 60 end,
      case when (s.id * 7 + extract(epoch from h)::bigint / 3600) % 997 = 0 then 40 else 0 end, 60, 80, 120, 400
    from federated_sites s,
      generate_series(date_trunc('hour', now()) - make_interval(days => ${seed.days}), date_trunc('hour', now()) - interval '7 days' - interval '1 hour', interval '1 hour') h`);
  const pageSites = await db.execute(sql`select id from federated_sites order by id limit ${seed.components}`);
  const ids = (pageSites as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  await db.execute(sql`
    insert into uptime_heartbeats (site_id, checked_at, status, response_ms, http_status)
    select s, m, case when s = ${ids[1] ?? ids[0]!} and m > now() - interval '3 hours' and m < now() - interval '2 hours' then 'down' else 'up' end, 120, 200
    from unnest(${`{${ids.join(",")}}`}::int[]) s, generate_series(now() - interval '7 days', now() - interval '1 minute', interval '1 minute') m`);
  await db.execute(sql`
    with page as (insert into status_pages (name, slug, time_zone, published_at) values ('Acme Cloud', ${seed.slug}, 'Europe/Berlin', now()) returning id),
    groups as (
      insert into status_page_groups (page_id, name, position) select id, g.name, g.position from page, (values ('Websites', 0), ('APIs', 1)) g(name, position)
      returning id, position
    )
    insert into status_page_components (page_id, site_id, group_id, display_name, position)
    select (select id from page), s.site_id, (select id from groups where position = (s.n % 2)), 'Service ' || s.n, s.n
    from unnest(${`{${ids.join(",")}}`}::int[]) with ordinality s(site_id, n)`);
  await db.execute(sql`
    with incident as (
      insert into incidents (title, status, impact, started_at, resolved_at) values ('Checkout slow', 'resolved', 'minor', now() - interval '3 hours', now() - interval '2 hours')
      returning id
    ), sites as (insert into incident_sites (incident_id, site_id) select id, ${ids[1] ?? ids[0]!} from incident)
    insert into incident_updates (incident_id, status, body, created_at)
    select id, u.status, u.body, now() - u.ago from incident,
      (values ('investigating', 'Checkout pages load slowly. We are investigating.', interval '3 hours'),
              ('resolved', 'A database index was rebuilt; pages load normally again.', interval '2 hours')) u(status, body, ago)`);
  await db.execute(sql`
    with incident as (
      insert into incidents (title, status, impact, started_at) values ('Login errors for some users', 'identified', 'major', now() - interval '20 minutes')
      returning id
    ), sites as (insert into incident_sites (incident_id, site_id) select id, ${ids[0]!} from incident)
    insert into incident_updates (incident_id, status, body, created_at)
    select id, u.status, u.body, now() - u.ago from incident,
      (values ('investigating', 'Some users cannot sign in.', interval '20 minutes'),
              ('identified', 'A certificate on the sign-in service expired; a new one is being issued.', interval '5 minutes')) u(status, body, ago)`);
  await db.execute(sql`
    with w as (
      insert into maintenance_windows (title, description, starts_at, ends_at, repeats_weekly, time_zone)
      values ('Weekly database upkeep', 'Pages may answer slowly for a few minutes.', date_trunc('day', now()) + interval '2 days 2 hours', date_trunc('day', now()) + interval '2 days 3 hours', true, 'Europe/Berlin')
      returning id
    )
    insert into maintenance_window_sites (maintenance_id, site_id) select id, s from w, unnest(${`{${ids.slice(0, 3).join(",")}}`}::int[]) s`);
  return ids;
}
