/**
 * The shape of one kind of data the hub collects from its sites (docs/federation-protocol.md §4.1,
 * §4.4): how the section of a sync answer is read, how a batch of sites' sections is written, and the
 * hub endpoint that serves the stored rows. `registry.ts` lists the kinds; the sync engine, the store,
 * the remote-site client and the hub's routes iterate that list, so a kind is one file plus one entry.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { db } from "@/lib/db";
import { toPage, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import type { HubListRequest } from "../hub-list-params";
import type { ParsedList } from "../protocol";
import { withoutCursorKeys, type ListPage } from "../queries";

/** A transaction of the process-wide client. */
export type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** One site's section of a batch: the items its sync answer held, to be written as a snapshot. */
export interface SiteSection<T> {
  siteId: number;
  siteName: string;
  items: T[];
}

/** The sync report columns that count a kind's items (`federated_sync_reports`). */
export type ReportCountColumn = "todosCollected" | "errorsCollected" | "featuresCollected";

/** One kind of collected data. `T` is an item as parsed and stored. */
export interface CollectedKind<T> {
  /** Plural words for a partial sync's note: "3 TODOs could not be read". */
  label: string;
  /** The site's own list endpoint, asked when `/api/federated/sync` answers 404 (§4.2); none: only in the combined answer. */
  listPath?: string;
  /** Reads the section leniently (§4.4); `now` dates records that carry no day. */
  parse(raw: unknown, now: Date): ParsedList<T>;
  /**
   * Writes the sections of several sites (each site at most once) inside `tx`, as each kind's snapshot
   * rule says (module comment of `store.ts`). Sites whose section did not arrive are not in `sections`.
   */
  store(tx: Transaction, sections: SiteSection<T>[]): Promise<void>;
  /** The sync report column that counts this kind, if the report has one. */
  reportColumn?: ReportCountColumn;
  /** The hub endpoint serving the stored rows (`GET <path>`, signed-in admins, 304 while unchanged) and its answer. */
  hub: { path: string; read(url: URL): Promise<unknown> };
  /**
   * The column whose newest value moves the hub polls' version (lib/federation/poll.ts) when rows are
   * written without a sync report; only for kinds with an index leading with it.
   */
  pollVersion?: PgColumn;
}

/** The site and item filters a hub list reads. */
export type HubFilters = Pick<HubListRequest, "siteId" | "errorStatus">;

/** What every listed row carries: the merged v2 list and the site filter need them. */
export interface ListedRow {
  id: number;
  siteId: number;
  siteName: string;
  syncedAt: Date;
}

/** A v2 hub item's own words: its title, a line under it and a badge. */
export interface ItemWords {
  title: string;
  description: string | null;
  priority: string | null;
}

/**
 * How the hub lists a kind a page at a time, newest synced first on its `(synced_at desc, id desc)`
 * index, or `(site_id, synced_at desc, id desc)` for one site (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync").
 */
export interface KindList<V extends ListedRow> {
  table: PgTable;
  where(filters: HubFilters): SQL | undefined;
  /** `request.size + 1` rows from the request's position (lib/db/keyset.ts), each with its cursor key. */
  rows(request: PageRequest, where: SQL | undefined): Promise<(V & { cursorKey: string })[]>;
  /** The row as an item of the v2 hub's merged list. */
  item(row: V): ItemWords;
}

/** A kind the hub lists page by page (names in `display.ts`'s `LISTED_KINDS`). */
export interface ListedKind<T, V extends ListedRow> extends CollectedKind<T> {
  list: KindList<V>;
}

/** A page of `list` for `request` with its capped total. */
export async function listedPage<V extends ListedRow>(
  list: KindList<V>,
  request: HubListRequest,
): Promise<ListPage<Omit<V & { cursorKey: string }, "cursorKey">>> {
  const where = list.where(request);
  const [rows, total] = await Promise.all([list.rows(request, where), cappedCount(list.table, where)]);
  return { ...withoutCursorKeys(toPage(rows, request)), total };
}

/** Field name → column of the rows a kind writes. */
export type JsonColumns<R> = { [K in keyof R]: PgColumn };

/**
 * `select <columns> from json_to_recordset($1)`: many rows as one JSON parameter, each field typed by
 * its column's SQL type. A multi-row `VALUES` costs Drizzle work per value, which at fleet scale
 * (1,000 sites × 20 rows × 11 columns) was the sync's largest CPU cost (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync").
 * Remote text arrives cleaned of NUL (protocol.ts), which JSON text in PostgreSQL refuses.
 */
function jsonRows<R extends object>(columns: JsonColumns<R>, rows: R[]): { names: SQL; select: SQL } {
  const entries = Object.entries(columns) as [string, PgColumn][];
  const names = sql.join(
    entries.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    entries.map(([field]) => sql`x.${sql.identifier(field)}`),
    sql`, `,
  );
  const shape = sql.join(
    entries.map(([field, column]) => sql`${sql.identifier(field)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return { names, select: sql`select ${values} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${shape})` };
}

/** Inserts `rows` into `table` in one statement (see `jsonRows`). */
export async function insertJsonRows<R extends object>(
  tx: Transaction,
  table: PgTable,
  columns: JsonColumns<R>,
  rows: R[],
): Promise<void> {
  if (rows.length === 0) return;
  const { names, select } = jsonRows(columns, rows);
  await tx.execute(sql`insert into ${table} (${names}) ${select}`);
}

/**
 * Inserts or updates `rows` in one statement: a row whose `target` columns match an existing one
 * overwrites its other columns and sets `synced_at` to now. `rows` must not repeat a target.
 */
export async function upsertJsonRows<R extends object>(
  tx: Transaction,
  table: PgTable,
  columns: JsonColumns<R>,
  rows: R[],
  target: PgColumn[],
): Promise<void> {
  if (rows.length === 0) return;
  const { names, select } = jsonRows(columns, rows);
  const targetNames = new Set(target.map((c) => c.name));
  const updates = Object.values<PgColumn>(columns)
    .filter((c) => !targetNames.has(c.name))
    .map((c) => sql`${sql.identifier(c.name)} = excluded.${sql.identifier(c.name)}`);
  await tx.execute(sql`insert into ${table} (${names}) ${select}
    on conflict (${sql.join(
      target.map((c) => sql.identifier(c.name)),
      sql`, `,
    )})
    do update set ${sql.join([...updates, sql`synced_at = now()`], sql`, `)}`);
}

/** The site ids of a batch as an `int[]` parameter. */
export const siteIdsOf = (sections: SiteSection<unknown>[]): SQL =>
  sql`${`{${sections.map((s) => s.siteId).join(",")}}`}::int[]`;
