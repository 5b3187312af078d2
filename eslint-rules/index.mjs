/**
 * The house's own lint rules (docs/architecture.md): what review found drifting and a machine can
 * check. Wired in eslint.config.mjs as the `house` plugin.
 */
import formDialogOnly from "./form-dialog-only.mjs";
import formatThroughLibFormat from "./format-through-lib-format.mjs";
import noIssueReference from "./no-issue-reference.mjs";

/** @type {import("eslint").ESLint.Plugin} */
const house = {
  meta: { name: "house" },
  rules: {
    "form-dialog-only": formDialogOnly,
    "format-through-lib-format": formatThroughLibFormat,
    "no-issue-reference": noIssueReference,
  },
};

export default house;
