/**
 * The batch every retention purge deletes in (lib/maintenance/purge-old-rows.ts, lib/audit/purge-audit-log.ts):
 * shared by domains that purge their own tables, so it lives below them.
 */

/** Rows per delete statement: a few tens of milliseconds of work on an indexed table. */
export const RETENTION_BATCH_SIZE = 5_000;
