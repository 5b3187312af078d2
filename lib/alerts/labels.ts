/** How the alerts screens and messages name a rule (./rules.ts `RULE_LABELS`), a channel's test and a channel's kind. */
import { CHAT_APP_LABELS } from "@/lib/chat-apps/labels";
import { HISTORY_RULE_FILTERS, type HistoryRuleFilter } from "./list-filter";
import { RULE_LABELS } from "./rules";
import type { ChannelKind } from "./schemas";

/** A history row's or message's rule in words; `test` is a channel's "Send test", another value reads as itself. */
export function ruleLabel(rule: string): string {
  return rule === "test" ? "Channel test" : (RULE_LABELS[rule as keyof typeof RULE_LABELS] ?? rule);
}

/** The alert history's rule filter options: every rule, one rule, or the channels' tests. */
export const HISTORY_RULE_FILTER_LABELS = Object.fromEntries(
  HISTORY_RULE_FILTERS.map((value) => [value, value === "all" ? "All rules" : ruleLabel(value)]),
) as Record<HistoryRuleFilter, string>;

/** Each kind of notification channel in words. */
export const CHANNEL_KIND_LABELS: Record<ChannelKind, string> = {
  email: "E-mail",
  sms: "SMS",
  webhook: "Webhook",
  ...CHAT_APP_LABELS,
};

/** A channel's kind in words; a value outside the list (a row from an older version) reads as itself. */
export function channelKindLabel(kind: string): string {
  return CHANNEL_KIND_LABELS[kind as ChannelKind] ?? kind;
}
