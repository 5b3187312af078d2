/**
 * The /alerts screen's URL state (docs/decisions/data-and-jobs.md "Server-paged lists"): its tab (`?tab=`), the fleet
 * issues' view (`?status=`), the history's rule (`?rule=`) and the one issue or alert an incident links
 * to (`?issue=`, `?alert=`), shared by the page (server) and its
 * toolbars (client, through nuqs).
 */
import { createLoader, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { ALERT_RULE_KINDS } from "./rules";

/** The screen's tabs; `issues` is the default and is left out of the URL. */
export const ALERT_TABS = ["issues", "history", "rules", "channels"] as const;
export type AlertTab = (typeof ALERT_TABS)[number];
export const alertTabParser = parseAsStringLiteral(ALERT_TABS).withDefault("issues");

/** Fleet issues: the unresolved ones (default) or all. */
export const ISSUE_STATUS_FILTERS = ["unresolved", "all"] as const;
export type IssueStatusFilter = (typeof ISSUE_STATUS_FILTERS)[number];
export const issueStatusParser = parseAsStringLiteral(ISSUE_STATUS_FILTERS).withDefault("unresolved");

/** Alert history: every rule (default), one rule, or the channels' test messages. */
export const HISTORY_RULE_FILTERS = ["all", ...ALERT_RULE_KINDS, "test"] as const;
export type HistoryRuleFilter = (typeof HISTORY_RULE_FILTERS)[number];
export const historyRuleParser = parseAsStringLiteral(HISTORY_RULE_FILTERS).withDefault("all");

/** Reads the screen's own keys from a page's `searchParams`. */
export const loadAlertFilters = createLoader({
  tab: alertTabParser,
  status: issueStatusParser,
  rule: historyRuleParser,
  /** One fleet issue alone, or one alert event (any of its rows' ids) alone: where an incident's links land. */
  issue: parseAsInteger,
  alert: parseAsInteger,
});
