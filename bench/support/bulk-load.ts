/**
 * Bulk-load parts shared by the bench seeds (bench/support/scale-seed.ts, bench/support/leads-seed.ts):
 * a two-year timestamp spread for `generate_series` rows and an insert that builds the table's
 * secondary indexes once afterwards instead of row by row.
 */
import type { Client } from "pg";

/** SQL for a timestamp spread over the last two years for row `i` of `n` (newest last). */
export const spread = (n: number) => `now() - ((${n} - i) * (interval '730 days' / ${Math.max(n, 1)}))`;

/**
 * Runs `statement` with `table`'s indexes that back no constraint dropped, then re-creates them (a
 * bulk load builds each secondary index, GIN trigram ones especially, once instead of row by row).
 * Returns the seconds it took. The caller sets `maintenance_work_mem` for the rebuilds.
 */
export async function loadWithoutIndexes(client: Client, table: string, statement: string): Promise<number> {
  const started = performance.now();
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes i
       WHERE tablename = $1 AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);
  await client.query(statement);
  for (const index of indexes) await client.query(index.indexdef);
  return (performance.now() - started) / 1000;
}
