/**
 * Comments cite `docs/` sections by name, never a tracker's issue number (the word "issue" or "issues"
 * followed by a number, with or without "#"): the code's readers have the docs, not the tracker.
 */
const ISSUE_NUMBER = /\bissues?\s*#?\d+/i;

/** @type {import("eslint").Rule.RuleModule} */
const noIssueReference = {
  meta: {
    type: "suggestion",
    docs: { description: "Comments cite a docs/ section by name, not an issue number" },
    messages: { issue: 'Cite the docs/ section by name (docs/decisions/<topic>.md "…"), not an issue number.' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (ISSUE_NUMBER.test(comment.value)) context.report({ loc: comment.loc, messageId: "issue" });
        }
      },
    };
  },
};

export default noIssueReference;
