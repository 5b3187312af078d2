/**
 * Pure display rules of the hub's screens (docs/spec/operator-console.md §8 error catalogue, §9 business
 * constants): duration formatting, cut-offs, badge thresholds, success rate, the add-site error mapping
 * and the sync-failure alert rule. No server imports: the client components use these.
 */
import { cutText } from "@/lib/format/text";

/** Polling intervals in milliseconds (§9). */
export const POLL_MS = { siteControl: 30_000, simplifiedHub: 60_000, commandHistory: 10_000 } as const;
/** Sync-failure alert window and toast duration, in milliseconds (§9). */
export const SYNC_ALERT = { windowMs: 5 * 60_000, toastMs: 10_000 } as const;
/** Text cut-offs in characters (§9). */
export const CUT = { toastError: 100, reportDetails: 50, commandText: 60 } as const;
/** Entries in "recent sync activity" (§9). */
export const RECENT_ACTIVITY = 10;

/** Badge variants of components/ui/badge. */
export type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

/** Sync duration (§9): under 1 s in ms, under 1 min in seconds, otherwise in minutes, to one decimal. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "—";
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  return `${(ms / 60_000).toFixed(1)}m`;
}

/** `text` cut between graphemes at `max` characters (the spec's cut-off), followed by "..." when longer. */
export function cut(text: string, max: number): string {
  const kept = cutText(text, max, { marker: "" });
  return kept.length < text.length ? `${kept}...` : kept;
}

/** Successful syncs ÷ recent syncs as a rounded percent; 0 without syncs (§9). */
export function successRate(reports: { syncStatus: string }[]): number {
  if (reports.length === 0) return 0;
  return Math.round((reports.filter((r) => r.syncStatus === "success").length / reports.length) * 100);
}

/** Sync report status label; any other value reads 'Unknown' (§4). */
export function reportStatusLabel(status: string): string {
  return ({ success: "Success", partial: "Partial", failed: "Failed" } as Record<string, string>)[status] ?? "Unknown";
}

/** Login success rate badge (§9): N/A without attempts; above 80% default, above 50% secondary, else destructive. */
export function loginRateBadge(attempts: number, successes: number): { label: string; variant: BadgeVariant } {
  if (attempts <= 0) return { label: "N/A", variant: "outline" };
  const rate = (successes / attempts) * 100;
  return { label: `${Math.round(rate)}%`, variant: rate > 80 ? "default" : rate > 50 ? "secondary" : "destructive" };
}

/** Bounce rate badge (§9): below 0.3 default, below 0.6 secondary, else destructive. */
export function bounceRateBadge(rate: number): { label: string; variant: BadgeVariant } {
  return {
    label: `${Math.round(rate * 100)}%`,
    variant: rate < 0.3 ? "default" : rate < 0.6 ? "secondary" : "destructive",
  };
}

/** Average page load in seconds to one decimal (§9); the value arrives as a numeric string. */
export function formatPageLoad(seconds: string | number | null): string {
  if (seconds === null || seconds === "") return "N/A";
  const value = Number(seconds);
  return Number.isFinite(value) ? `${value.toFixed(1)}s` : "N/A";
}

/** The add-site failure message for a server's error text (§8 "Add site failure"). */
export function addSiteErrorMessage(status: number, serverMessage: string | undefined, statusText = ""): string {
  const lower = (serverMessage ?? "").toLowerCase();
  if (lower.includes("duplicate") || lower.includes("already exists")) {
    return "A site with this name or URL already exists. Please use a different name or URL.";
  }
  if (lower.includes("invalid") || lower.includes("malformed"))
    return "Please check that the site URL is valid and properly formatted.";
  if (lower.includes("timeout") || lower.includes("network"))
    return "Connection timeout. Please check your internet connection and try again.";
  if (lower.includes("permission") || lower.includes("unauthorized"))
    return "Permission denied. Please check your authentication credentials.";
  return serverMessage || `HTTP ${status}: ${statusText}`;
}

/** The add-site message when the request itself failed (§8). */
export const ADD_SITE_NETWORK_ERROR = "Network error occurred. Please check your connection and try again.";

/**
 * The sync-failure alert rule (§4): the newest failed report, if it is under 5 minutes old and its id
 * has not been alerted yet; otherwise null.
 */
export function syncFailureToAlert<R extends { id: number; syncStatus: string; syncDate: string | Date }>(
  reports: R[],
  alerted: ReadonlySet<number>,
  now = Date.now(),
): R | null {
  const newest = reports
    .filter((r) => r.syncStatus === "failed")
    .reduce<R | null>((best, r) => (!best || new Date(r.syncDate) > new Date(best.syncDate) ? r : best), null);
  if (!newest || alerted.has(newest.id)) return null;
  return now - new Date(newest.syncDate).getTime() < SYNC_ALERT.windowMs ? newest : null;
}
