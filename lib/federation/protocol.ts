/**
 * The federation protocol's messages (docs/federation-protocol.md; docs/spec/operator-console.md §3 "Shapes used
 * by the screens", §7 "Documented for remote sites"): the lenient field readers every kind of collected
 * data parses its section with (the kinds themselves are in `collected/`), the site block of a sync
 * answer, and the command exchange.
 *
 * Parsing is lenient on purpose: remote sites are written by other teams, so a wrong or missing field
 * falls back to the spec's display default ('Untitled TODO', 'normal', 'pending', medium severity,
 * 'No error message', GET) instead of failing the whole sync. Only an item that is not an object at all
 * is dropped, and the sync that met it is reported as partial. Text is cleaned rather than refused
 * (`cleanRemoteText`): a NUL byte in a remote TODO is removed, never a failed sync.
 */
import { z } from "zod";
import { cleanRemoteJson, cleanRemoteText, clipRemoteText, userText } from "@/lib/input/user-text";

/** Display defaults the spec gives for collected data (docs/spec/operator-console.md §2 "TODOs tab", "Errors tab"). */
export const DISPLAY_DEFAULTS = {
  todoTitle: "Untitled TODO",
  todoPriority: "normal",
  todoStatus: "pending",
  siteName: "Unknown Site",
  severity: "medium",
  errorMessage: "No error message",
  requestMethod: "GET",
  featureStatus: "active",
  todoCategory: "General",
} as const;

/** At most this many items of each list are stored per sync; the rest are dropped (and the sync is partial). */
export const MAX_ITEMS_PER_LIST = 1_000;

/** Error severities (docs/spec/operator-console.md §3 "Error log entry"). */
export const SEVERITIES = ["critical", "high", "medium", "low"] as const;
/** One error severity. */
export type Severity = (typeof SEVERITIES)[number];
/** Feature statuses (§3 "Collected feature"). */
export const FEATURE_STATUSES = ["active", "beta", "deprecated"] as const;

/** What the site says about itself; `deployedAt` becomes the hub's `lastDeploymentDate`. */
export interface RemoteSiteInfo {
  name: string | null;
  version: string | null;
  deployedAt: Date | null;
}

/**
 * The figures of one day of a site's analytics (docs/spec/operator-console.md §3 "Federated analytics record per
 * site"), shared by the remote site's report and the hub's collected record; each adds its `dataDate`.
 * Rates are fractions (0–1), `pageLoadTime` is in seconds.
 */
export interface AnalyticsFigures {
  landingPageViews: number;
  landingPageClicks: number;
  loginAttempts: number;
  successfulLogins: number;
  activeUsers: number;
  totalUsers: number;
  pageLoadTime: number | null;
  bounceRate: number | null;
  conversionRate: number | null;
}

/** A parsed list: the items kept and how many could not be read (or were over the cap). */
export interface ParsedList<T> {
  items: T[];
  dropped: number;
}

/** Lenient text: a string or number, cleaned (`cleanRemoteText`), trimmed and cut to `max` characters; empty or wrong: undefined. */
export const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => clipRemoteText(cleanRemoteText(String(v)).trim(), max))
    .transform((v) => (v === "" ? undefined : v))
    .optional()
    .catch(undefined);

/** Lenient ISO 8601 date (or epoch milliseconds); unreadable: undefined. */
export const isoDate = z
  .union([z.string(), z.number()])
  .transform((v) => new Date(v))
  .transform((d) => (Number.isNaN(d.getTime()) ? undefined : d))
  .optional()
  .catch(undefined);

/** Lenient boolean: `true`/`false` or their strings; anything else: undefined. */
export const flag = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .transform((v) => v === true || v === "true")
  .optional()
  .catch(undefined);

/** Lenient count: a non-negative integer up to 2·10⁹; anything else: 0. */
export const count = z.coerce.number().int().min(0).max(2_000_000_000).catch(0);

/** Lenient non-negative number cut to `max`; unreadable: null. */
export const fraction = (max: number) =>
  z.coerce
    .number()
    .min(0)
    .transform((v) => Math.min(v, max))
    .nullable()
    .catch(null);

/** Lenient JSON object, cleaned (`cleanRemoteJson`); anything else: undefined. */
export const jsonObject = z
  .record(z.string(), z.unknown())
  .transform((v) => cleanRemoteJson(v) as Record<string, unknown>)
  .optional()
  .catch(undefined);

const siteSchema = z.object({
  name: text(255),
  siteName: text(255),
  version: text(50),
  deployedAt: isoDate,
  lastDeploymentDate: isoDate,
});

/** Some sites wrap each item with its site (`{ todo: {...}, site: {...} }`, spec "Collected TODO"): unwrap it. */
function unwrap(item: unknown, key: string): unknown {
  if (item && typeof item === "object" && key in item) {
    const inner = (item as Record<string, unknown>)[key];
    if (inner && typeof inner === "object") return inner;
  }
  return item;
}

/**
 * Parses list `raw` item by item with `schema` (items wrapped as `{ <key>: {...} }` unwrapped) and
 * `map`; keeps at most `MAX_ITEMS_PER_LIST` and counts the rest and unreadable items as dropped.
 */
export function parseList<S extends z.ZodType, T>(
  raw: unknown,
  key: string,
  schema: S,
  map: (v: z.output<S>) => T,
): ParsedList<T> {
  if (!Array.isArray(raw)) return { items: [], dropped: raw === undefined || raw === null ? 0 : 1 };
  const items: T[] = [];
  let dropped = Math.max(0, raw.length - MAX_ITEMS_PER_LIST);
  for (const entry of raw.slice(0, MAX_ITEMS_PER_LIST)) {
    const parsed = schema.safeParse(unwrap(entry, key));
    if (parsed.success) items.push(map(parsed.data));
    else dropped += 1;
  }
  return { items, dropped };
}

/** `value` lower-cased when it is one of `allowed`, else `fallback`. */
export const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T => {
  const lower = value?.toLowerCase();
  return (allowed as readonly string[]).includes(lower ?? "") ? (lower as T) : fallback;
};

/** Midnight UTC of `date`'s day: analytics are kept per site and day. */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Parses the optional `site` block of a sync answer. */
export function parseSiteInfo(raw: unknown): RemoteSiteInfo {
  const parsed = siteSchema.safeParse(raw ?? {});
  if (!parsed.success) return { name: null, version: null, deployedAt: null };
  const s = parsed.data;
  return {
    name: s.name ?? s.siteName ?? null,
    version: s.version ?? null,
    deployedAt: s.deployedAt ?? s.lastDeploymentDate ?? null,
  };
}

/** `POST /api/federated/command` request body (docs/spec/operator-console.md §3 "Outgoing command to a remote site"). */
export const commandRequestSchema = z.object({
  command: userText({ label: "command", multiline: true })
    .min(1, "command is required")
    .max(10_000, "command is longer than 10000 characters"),
  timestamp: z.iso.datetime({ offset: true, error: "timestamp must be an ISO 8601 date-time" }),
  source: userText({ label: "source" }).max(500).optional(),
  commandId: z.number().int().optional(),
});
/** A command request after validation: what the remote site runs and answers for (§4.3). */
export type CommandRequest = z.infer<typeof commandRequestSchema>;

/** A remote site's answer to a command (docs/spec/operator-console.md §3 "Expected reply"). */
export interface CommandReply {
  success: boolean;
  message: string;
  response?: unknown;
}

/** Reads a command reply leniently: a missing `success` counts as a failure. */
export const commandReplySchema = z.object({
  success: z.boolean().catch(false),
  message: z.string().catch(""),
  response: z.unknown().optional(),
});
