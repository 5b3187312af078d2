/**
 * The federation protocol's messages (docs/federation-protocol.md; operator-console.md §3 "Shapes used
 * by the screens", §7 "Documented for remote sites"): what a remote site answers to
 * `GET /api/federated/sync` and the three list endpoints, and the command exchange.
 *
 * Parsing is lenient on purpose: remote sites are written by other teams, so a wrong or missing field
 * falls back to the spec's display default ('Untitled TODO', 'normal', 'pending', medium severity,
 * 'No error message', GET) instead of failing the whole sync. Only an item that is not an object at all
 * is dropped, and the sync that met it is reported as partial. Text is cleaned rather than refused
 * (`cleanRemoteText`): a NUL byte in a remote TODO is removed, never a failed sync.
 */
import { z } from "zod";
import { cleanRemoteJson, cleanRemoteText, clipRemoteText, userText } from "@/lib/validations/user-text";

/** Display defaults the spec gives for collected data (operator-console.md §2 "TODOs tab", "Errors tab"). */
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

/** Error severities (operator-console.md §3 "Error log entry"). */
export const SEVERITIES = ["critical", "high", "medium", "low"] as const;
/** One error severity. */
export type Severity = (typeof SEVERITIES)[number];
/** Feature statuses (§3 "Collected feature"). */
export const FEATURE_STATUSES = ["active", "beta", "deprecated"] as const;

/** A TODO as the hub stores it. */
export interface CollectedTodo {
  title: string;
  description: string | null;
  category: string | null;
  priority: string;
  status: string;
  assignedTo: string | null;
  dueDate: Date | null;
  updatedAt: Date | null;
}

/** An error log entry as the hub stores it; `requestContext` keeps the method and URL. */
export interface CollectedError {
  errorMessage: string;
  stackTrace: string | null;
  severity: Severity;
  errorType: string | null;
  isResolved: boolean;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  createdAt: Date | null;
  userContext: Record<string, unknown> | null;
  requestContext: { method: string; url: string | null } & Record<string, unknown>;
}

/** A feature (module) of a remote site; unique per site by `featureName`. */
export interface CollectedFeature {
  featureName: string;
  description: string | null;
  status: string;
  version: string | null;
  category: string | null;
  lastUpdated: Date | null;
}

/** One day of a remote site's analytics. Rates are fractions (0–1), `pageLoadTime` is in seconds. */
export interface CollectedAnalytics {
  dataDate: Date;
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

/** What the site says about itself; `deployedAt` becomes the hub's `lastDeploymentDate`. */
export interface RemoteSiteInfo {
  name: string | null;
  version: string | null;
  deployedAt: Date | null;
}

/** A parsed list: the items kept and how many could not be read (or were over the cap). */
export interface ParsedList<T> {
  items: T[];
  dropped: number;
}

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => clipRemoteText(cleanRemoteText(String(v)).trim(), max))
    .transform((v) => (v === "" ? undefined : v))
    .optional()
    .catch(undefined);

const isoDate = z
  .union([z.string(), z.number()])
  .transform((v) => new Date(v))
  .transform((d) => (Number.isNaN(d.getTime()) ? undefined : d))
  .optional()
  .catch(undefined);

const flag = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .transform((v) => v === true || v === "true")
  .optional()
  .catch(undefined);

const count = z.coerce.number().int().min(0).max(2_000_000_000).catch(0);

const fraction = (max: number) =>
  z.coerce
    .number()
    .min(0)
    .transform((v) => Math.min(v, max))
    .nullable()
    .catch(null);

const jsonObject = z
  .record(z.string(), z.unknown())
  .transform((v) => cleanRemoteJson(v) as Record<string, unknown>)
  .optional()
  .catch(undefined);

const todoSchema = z.object({
  title: text(500),
  description: text(10_000),
  category: text(50),
  priority: text(20),
  status: text(20),
  assignedTo: text(100),
  assignee: text(100),
  dueDate: isoDate,
  updatedAt: isoDate,
});

const errorSchema = z.object({
  errorMessage: text(10_000),
  message: text(10_000),
  stackTrace: text(50_000),
  severity: text(20),
  errorType: text(100),
  resolved: flag,
  isResolved: flag,
  resolvedBy: text(100),
  resolvedAt: isoDate,
  createdAt: isoDate,
  requestMethod: text(10),
  requestUrl: text(2_000),
  userContext: jsonObject,
  requestContext: jsonObject,
});

const featureSchema = z.object({
  featureName: text(255),
  name: text(255),
  description: text(10_000),
  status: text(20),
  version: text(50),
  category: text(50),
  lastUpdated: isoDate,
  updatedAt: isoDate,
});

const analyticsSchema = z.object({
  dataDate: isoDate,
  date: isoDate,
  landingPageViews: count,
  landingPageClicks: count,
  loginAttempts: count,
  successfulLogins: count,
  activeUsers: count,
  totalUsers: count,
  pageLoadTime: fraction(999.99),
  bounceRate: fraction(1),
  conversionRate: fraction(1),
});

const siteSchema = z.object({ name: text(255), siteName: text(255), version: text(50), deployedAt: isoDate, lastDeploymentDate: isoDate });

/** Some sites wrap each item with its site (`{ todo: {...}, site: {...} }`, spec "Collected TODO"): unwrap it. */
function unwrap(item: unknown, key: string): unknown {
  if (item && typeof item === "object" && key in item) {
    const inner = (item as Record<string, unknown>)[key];
    if (inner && typeof inner === "object") return inner;
  }
  return item;
}

function parseList<S extends z.ZodType, T>(raw: unknown, key: string, schema: S, map: (v: z.output<S>) => T): ParsedList<T> {
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

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T => {
  const lower = value?.toLowerCase();
  return (allowed as readonly string[]).includes(lower ?? "") ? (lower as T) : fallback;
};

/** Midnight UTC of `date`'s day: analytics are kept per site and day. */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Parses a list of TODOs leniently (see module comment). */
export function parseTodos(raw: unknown): ParsedList<CollectedTodo> {
  return parseList(raw, "todo", todoSchema, (t) => ({
    title: t.title ?? DISPLAY_DEFAULTS.todoTitle,
    description: t.description ?? null,
    category: t.category ?? null,
    priority: t.priority?.toLowerCase() ?? DISPLAY_DEFAULTS.todoPriority,
    status: t.status?.toLowerCase() ?? DISPLAY_DEFAULTS.todoStatus,
    assignedTo: t.assignedTo ?? t.assignee ?? null,
    dueDate: t.dueDate ?? null,
    updatedAt: t.updatedAt ?? null,
  }));
}

/** Parses a list of error log entries leniently; `message` is accepted for `errorMessage`, `resolved` for `isResolved`. */
export function parseErrors(raw: unknown): ParsedList<CollectedError> {
  return parseList(raw, "error", errorSchema, (e) => ({
    errorMessage: e.errorMessage ?? e.message ?? DISPLAY_DEFAULTS.errorMessage,
    stackTrace: e.stackTrace ?? null,
    severity: oneOf(e.severity, SEVERITIES, DISPLAY_DEFAULTS.severity),
    errorType: e.errorType ?? null,
    isResolved: e.isResolved ?? e.resolved ?? false,
    resolvedBy: e.resolvedBy ?? null,
    resolvedAt: e.resolvedAt ?? null,
    createdAt: e.createdAt ?? null,
    userContext: e.userContext ?? null,
    requestContext: {
      ...e.requestContext,
      method: e.requestMethod?.toUpperCase() ?? DISPLAY_DEFAULTS.requestMethod,
      url: e.requestUrl ?? null,
    },
  }));
}

/**
 * Parses a list of features leniently; `name` is accepted for `featureName`. Entries without a name
 * are dropped (the name is the feature's identity), and so are repeated names (first one wins).
 */
export function parseFeatures(raw: unknown): ParsedList<CollectedFeature> {
  const parsed = parseList(raw, "feature", featureSchema, (f) => ({
    featureName: f.featureName ?? f.name,
    description: f.description ?? null,
    status: oneOf(f.status, FEATURE_STATUSES, DISPLAY_DEFAULTS.featureStatus),
    version: f.version ?? null,
    category: f.category ?? null,
    lastUpdated: f.lastUpdated ?? f.updatedAt ?? null,
  }));
  const seen = new Set<string>();
  const items: CollectedFeature[] = [];
  for (const f of parsed.items) {
    if (!f.featureName || seen.has(f.featureName)) continue;
    seen.add(f.featureName);
    items.push({ ...f, featureName: f.featureName });
  }
  return { items, dropped: parsed.dropped + parsed.items.length - items.length };
}

/**
 * Parses analytics: one record or a list of daily records. Each day is normalized to midnight UTC
 * (default: today); a day given twice keeps its last record.
 */
export function parseAnalytics(raw: unknown, now = new Date()): ParsedList<CollectedAnalytics> {
  const list = raw && typeof raw === "object" && !Array.isArray(raw) ? [raw] : raw;
  const parsed = parseList(list, "analytics", analyticsSchema, (a) => ({
    dataDate: utcDay(a.dataDate ?? a.date ?? now),
    landingPageViews: a.landingPageViews,
    landingPageClicks: a.landingPageClicks,
    loginAttempts: a.loginAttempts,
    successfulLogins: a.successfulLogins,
    activeUsers: a.activeUsers,
    totalUsers: a.totalUsers,
    pageLoadTime: a.pageLoadTime,
    bounceRate: a.bounceRate,
    conversionRate: a.conversionRate,
  }));
  const byDay = new Map(parsed.items.map((a) => [a.dataDate.getTime(), a]));
  return { items: [...byDay.values()], dropped: parsed.dropped };
}

/** Parses the optional `site` block of a sync answer. */
export function parseSiteInfo(raw: unknown): RemoteSiteInfo {
  const parsed = siteSchema.safeParse(raw ?? {});
  if (!parsed.success) return { name: null, version: null, deployedAt: null };
  const s = parsed.data;
  return { name: s.name ?? s.siteName ?? null, version: s.version ?? null, deployedAt: s.deployedAt ?? s.lastDeploymentDate ?? null };
}

/** `POST /api/federated/command` request body (operator-console.md §3 "Outgoing command to a remote site"). */
export const commandRequestSchema = z.object({
  command: userText({ label: "command", multiline: true }).min(1, "command is required").max(10_000, "command is longer than 10000 characters"),
  timestamp: z.iso.datetime({ offset: true, error: "timestamp must be an ISO 8601 date-time" }),
  source: userText({ label: "source" }).max(500).optional(),
  commandId: z.number().int().optional(),
});
/** A parsed command request. */
export type CommandRequest = z.infer<typeof commandRequestSchema>;

/** A remote site's answer to a command (operator-console.md §3 "Expected reply"). */
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
