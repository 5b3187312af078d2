import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { openEmptyDatabase } from "../support/fresh-db";

/** The 28 tables of docs/spec/operator-console.md §3. */
const SPEC_TABLES = [
  "users",
  "contact_requests",
  "portfolio_projects",
  "project_codes",
  "authorized_phones",
  "sms_opt_outs",
  "site_settings",
  "comedy_forwarding_config",
  "comedy_messages",
  "comedy_detection_patterns",
  "sms_routes",
  "sms_messages",
  "phone_number_config",
  "password_reset_tokens",
  "todo_items",
  "weekly_reports",
  "email_scheduler",
  "error_logs",
  "admin_settings",
  "federated_sites",
  "federated_analytics",
  "federated_todos",
  "federated_errors",
  "federated_features",
  "federated_sync_reports",
  "federated_commands",
  "federated_command_responses",
  "sessions",
];

let handle: DbHandle;
beforeAll(async () => {
  handle = openEmptyDatabase();
  await applyMigrations(handle);
});
afterAll(() => handle.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe("migrations on an empty database", () => {
  it("create every table of the data model", async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = tables.map((t) => t.table_name);
    for (const table of SPEC_TABLES) expect(names).toContain(table);
  });

  it("apply again as a no-op", async () => {
    await expect(applyMigrations(handle)).resolves.toBeUndefined();
  });

  it("add the three sample portfolio projects, marked as samples", async () => {
    const samples = await rows<{ n: number }>(sql`select count(*)::int as n from portfolio_projects where is_sample`);
    expect(samples[0]!.n).toBe(3);
  });

  it("delete a command's responses with the command, and a site's with the site", async () => {
    const [site1] = await rows<{ id: number }>(
      sql`insert into federated_sites (site_name, site_url, api_key) values ('A', 'https://a.test', 'k1') returning id`,
    );
    const [site2] = await rows<{ id: number }>(
      sql`insert into federated_sites (site_name, site_url, api_key) values ('B', 'https://b.test', 'k2') returning id`,
    );
    const [command] = await rows<{ id: number }>(
      sql`insert into federated_commands (command_text) values ('ping') returning id`,
    );
    await handle.db.execute(
      sql`insert into federated_command_responses (command_id, site_id) values (${command!.id}, ${site1!.id}), (${command!.id}, ${site2!.id})`,
    );
    await handle.db.execute(sql`delete from federated_sites where id = ${site1!.id}`);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from federated_command_responses`))[0]!.n).toBe(1);
    await handle.db.execute(sql`delete from federated_commands where id = ${command!.id}`);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from federated_command_responses`))[0]!.n).toBe(0);
  });

  it("keep one feature name per site", async () => {
    const [site] = await rows<{ id: number }>(
      sql`insert into federated_sites (site_name, site_url, api_key) values ('C', 'https://c.test', 'k3') returning id`,
    );
    await handle.db.execute(sql`insert into federated_features (site_id, feature_name) values (${site!.id}, 'Login')`);
    await expect(
      handle.db.execute(sql`insert into federated_features (site_id, feature_name) values (${site!.id}, 'Login')`),
    ).rejects.toThrow();
  });
});
