/**
 * One query at a time per PostgreSQL connection. Inside a transaction every query shares one connection,
 * and code that reads in parallel (`Promise.all` of two selects in a service) would hand `pg` a second
 * query while the first runs: `pg` 8 still queues it but warns that pg 9 will not. Chaining the queries
 * here keeps that order without the warning, for the ambient transaction of an audited action
 * (lib/db/ambient-transaction.ts) and any service's own transaction alike.
 */
import type { PoolClient } from "pg";

type Query = (...args: unknown[]) => unknown;

/** True for the callback and query-object forms of `query`, which `pg` itself drives; only promises are chained. */
function drivenByPg(args: unknown[]): boolean {
  const first = args[0] as { submit?: unknown } | null | undefined;
  return typeof args.at(-1) === "function" || typeof first?.submit === "function";
}

/** Makes `client` start each promise-form query only after the one before it settled. */
export function oneQueryAtATime(client: PoolClient): void {
  const query = client.query.bind(client) as Query;
  let tail: Promise<unknown> = Promise.resolve();
  const chained: Query = (...args) => {
    if (drivenByPg(args)) return query(...args);
    const result = tail.then(() => query(...args));
    tail = result.catch(() => undefined);
    return result;
  };
  (client as unknown as { query: Query }).query = chained;
}
