/**
 * The kinds of data the hub collects from its sites, each declared once in its own file (`kind.ts`
 * says what an entry holds). The sync (reading each section and writing it), the remote-site client
 * (which sections to expect, the list endpoints to fall back on), the sync report's counts, the hub's
 * endpoints (`app/api/(hub)/csc/[collected]/route.ts`), the v2 hub's merged item list and the polls'
 * version all iterate this table. A kind listed page by page also needs its display entry
 * (`display.ts`) and a view (components/federation/collected-views.tsx); the types hold the three
 * together.
 */
import { analytics } from "./analytics";
import type { ListedKindName } from "./labels";
import { errors } from "./errors";
import { features } from "./features";
import type { CollectedKind, ListedKind, ListedRow } from "./kind";
import { todos } from "./todos";

/** Every kind by its section name in a sync answer (docs/federation-protocol.md §4.1). */
export const COLLECTED_KINDS = { todos, errors, features, analytics } satisfies Record<string, CollectedKind<unknown>> &
  Record<ListedKindName, ListedKind<unknown, ListedRow>>;

/** A kind's section name. */
export type KindName = keyof typeof COLLECTED_KINDS;
/** The item type of kind `K` as parsed and stored. */
export type ItemOf<K extends KindName> = (typeof COLLECTED_KINDS)[K] extends CollectedKind<infer T> ? T : never;

/** Section names in the order a sync writes them. */
export const KIND_NAMES = Object.keys(COLLECTED_KINDS) as KindName[];

/** The kind served at `path` (`GET /api/csc/collected-<name>`), if any. */
export function kindAtPath(path: string): CollectedKind<unknown> | undefined {
  return Object.values<CollectedKind<unknown>>(COLLECTED_KINDS).find((kind) => kind.hub.path === path);
}
