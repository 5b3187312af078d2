/**
 * The monitor's one maintenance window becomes scheduled maintenance (docs/decisions/status-pages.md "Status pages,
 * incidents and scheduled maintenance"): a database migrated up to the status pages' tables, with monitors
 * holding windows, is migrated the rest of the way; windows still to come survive as one-off windows of
 * their sites (one per time range), ended ones are dropped, and the monitor's columns are gone.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/db";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";

const BACKFILL = "monitor-maintenance-backfill";
const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A copy of drizzle/ whose journal stops before the backfill. */
function migrationsBeforeBackfill(): string {
  cpSync(path.resolve("drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(BACKFILL));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("the maintenance backfill", () => {
  it("turns monitors' windows still to come into one-off windows of their sites", async () => {
    const handle = openDatabase({ dataDir: "memory://" });
    const db = handle.db as unknown as PgliteDatabase;
    try {
      await migrate(db, { migrationsFolder: migrationsBeforeBackfill() });
      const future = ["2099-01-01T02:00:00Z", "2099-01-01T04:00:00Z"];
      await db.execute(sql`
        insert into federated_sites (id, site_name, site_url, api_key) values
          (1, 'a', 'https://a.example.test', 'k1'), (2, 'b', 'https://b.example.test', 'k2'),
          (3, 'c', 'https://c.example.test', 'k3'), (4, 'd', 'https://d.example.test', 'k4')`);
      await db.execute(sql`
        insert into site_monitors (site_id, maintenance_starts_at, maintenance_ends_at) values
          (1, ${future[0]}, ${future[1]}), (2, ${future[0]}, ${future[1]}),
          (3, '2000-01-01T00:00:00Z', '2000-01-01T01:00:00Z'), (4, null, null)`);

      await migrate(db, { migrationsFolder: path.resolve("drizzle") });

      const windows = rows<{
        id: number;
        title: string;
        starts_at: string | Date;
        repeats_weekly: boolean;
        sites: number[];
      }>(
        await db.execute(sql`
          select w.id, w.title, w.starts_at, w.repeats_weekly, array_agg(s.site_id order by s.site_id) as sites
          from maintenance_windows w join maintenance_window_sites s on s.maintenance_id = w.id group by w.id`),
      );
      expect(windows).toHaveLength(1);
      expect(windows[0]).toMatchObject({ title: "Maintenance", repeats_weekly: false, sites: [1, 2] });
      expect(new Date(windows[0]!.starts_at).toISOString()).toBe("2099-01-01T02:00:00.000Z");
      const columns = rows<{ column_name: string }>(
        await db.execute(
          sql`select column_name from information_schema.columns where table_name = 'site_monitors' and column_name like 'maintenance%'`,
        ),
      );
      expect(columns).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
