/** How the alerts screens and messages name a rule (./rules.ts `RULE_LABELS`) and a channel's test. */
import { HISTORY_RULE_FILTERS, type HistoryRuleFilter } from "./list-filter";
import { RULE_LABELS } from "./rules";

/** A history row's or message's rule in words; `test` is a channel's "Send test", another value reads as itself. */
export function ruleLabel(rule: string): string {
  return rule === "test" ? "Channel test" : (RULE_LABELS[rule as keyof typeof RULE_LABELS] ?? rule);
}

/** The alert history's rule filter options: every rule, one rule, or the channels' tests. */
export const HISTORY_RULE_FILTER_LABELS = Object.fromEntries(
  HISTORY_RULE_FILTERS.map((value) => [value, value === "all" ? "All rules" : ruleLabel(value)]),
) as Record<HistoryRuleFilter, string>;
