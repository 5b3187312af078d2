/** How the alerts screens and messages name a rule (./rules.ts `RULE_LABELS`) and a channel's test. */
import { RULE_LABELS } from "./rules";

/** A history row's or message's rule in words; `test` is a channel's "Send test", another value reads as itself. */
export function ruleLabel(rule: string): string {
  return rule === "test" ? "Channel test" : (RULE_LABELS[rule as keyof typeof RULE_LABELS] ?? rule);
}
