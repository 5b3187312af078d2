/**
 * How the console words a site's health (lib/site-health/rules.ts): each state's name and colours, and
 * each reason in a sentence. Pure, for server and client components, alerts and the status pages. A
 * reason that travelled as JSON (dates as ISO strings) reads the same as the original.
 */
import { formatDate, formatDateTime } from "@/lib/format/date";
import { pluralize } from "@/lib/format/number";
import { describeCheckError } from "./check-error";
import type { HealthReason, SiteHealthState } from "./rules";

/** `T` as it arrives over JSON: dates become ISO strings (distributes over unions). */
type Serialized<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Serialized<T[K]> } : T;

/** A reason as the server made it or as a screen received it. */
export type HealthReasonLike = HealthReason | Serialized<HealthReason>;

/**
 * Each state's word, its badge classes (word always shown, never colour alone) and its dot's colour.
 * "Offline" is not among them: a site is down only when its checks fail.
 */
export const HEALTH_STATE_DISPLAY: Record<
  SiteHealthState,
  { label: string; badgeClassName: string; dotClassName: string }
> = {
  operational: { label: "Operational", badgeClassName: "bg-emerald-700 text-white", dotClassName: "bg-emerald-600" },
  degraded: { label: "Degraded", badgeClassName: "bg-amber-500 text-black", dotClassName: "bg-amber-500" },
  down: { label: "Down", badgeClassName: "bg-destructive text-white", dotClassName: "bg-red-600" },
  maintenance: { label: "Maintenance", badgeClassName: "bg-sky-700 text-white", dotClassName: "bg-sky-600" },
  paused: { label: "Paused", badgeClassName: "bg-muted text-muted-foreground", dotClassName: "bg-gray-400" },
  unknown: {
    label: "Not checked yet",
    badgeClassName: "border-border bg-background text-muted-foreground",
    dotClassName: "border border-gray-400 bg-transparent",
  },
};

/** Node's TLS verify codes (OpenSSL's X509_V_ERR_* names, and Node's own host-name check) in words. */
const CERTIFICATE_ERRORS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: "it is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "its chain ends in a self-signed certificate",
  CERT_HAS_EXPIRED: "it has expired",
  CERT_NOT_YET_VALID: "it is not valid yet",
  ERR_TLS_CERT_ALTNAME_INVALID: "it was issued for another host name",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its issuer is unknown (incomplete chain?)",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "its issuer is unknown (incomplete chain?)",
  UNABLE_TO_GET_ISSUER_CERT: "its issuer is unknown",
  CERT_REVOKED: "it was revoked",
};

/** A TLS verify code in words: "it is self-signed"; an unknown code as it is. */
export function certificateErrorWords(code: string): string {
  return CERTIFICATE_ERRORS[code] ?? code;
}

/** A failed check's error, shortened to its summary in words. */
const checkError = (error: string | null) => (error ? `: ${describeCheckError(error).summary}` : "");

/** One reason as a sentence, e.g. "Failing its checks since Jun 10, 2025, 3:04 PM UTC (2 failed checks in a row): HTTP 500, expected 200–399". */
export function describeHealthReason(reason: HealthReasonLike): string {
  switch (reason.code) {
    case "site_paused":
      return "Paused in Site Control: not checked or synced";
    case "monitor_paused":
      return "Uptime checks paused";
    case "maintenance":
      return `${reason.title ?? "Maintenance"} until ${formatDateTime(reason.endsAt)}`;
    case "down":
      return `Failing its checks since ${formatDateTime(reason.since)} (${pluralize(reason.failures, "failed check")} in a row)${checkError(reason.error)}`;
    case "check_failing":
      return `Last check failed, ${pluralize(reason.retries - reason.failures + 1, "retry", "retries")} left before down${checkError(reason.error)}`;
    case "not_checked":
      return "No uptime check yet: the next runs within a minute";
    case "sync_failed":
      return reason.failures === 2 ? "The last 2 syncs failed" : "The last sync failed";
    case "sync_partial":
      return "The last sync was partial";
    case "sync_stale":
      return reason.lastSync
        ? `No good sync since ${formatDateTime(reason.lastSync)}`
        : `Never synced since it was added on ${formatDate(reason.since)}`;
    case "critical_errors":
      return `${pluralize(reason.count, "unresolved critical error")} reported`;
    case "critical_issues":
      return `${pluralize(reason.count, "open critical fleet issue")}`;
    case "certificate_expired":
      return `TLS certificate expired on ${formatDate(reason.expiresAt)}`;
    case "certificate_expiring":
      return `TLS certificate expires on ${formatDate(reason.expiresAt)} (in ${pluralize(reason.days, "day")})`;
    case "certificate_untrusted":
      return `TLS certificate not trusted: ${certificateErrorWords(reason.error)}`;
  }
}

/** A health in one line for alerts and short lists: "Down: Failing its checks since …; The last sync failed". */
export function describeHealth(health: { state: SiteHealthState; reasons: readonly HealthReasonLike[] }): string {
  const label = HEALTH_STATE_DISPLAY[health.state].label;
  return health.reasons.length === 0 ? label : `${label}: ${health.reasons.map(describeHealthReason).join("; ")}`;
}
