/** Types of the house's lint plugin (./index.mjs), for the tests that run its rules. */
import type { ESLint, Rule } from "eslint";

type RuleName = "form-dialog-only" | "format-through-lib-format" | "no-issue-reference";

declare const house: ESLint.Plugin & { rules: Record<RuleName, Rule.RuleModule> };
export default house;
