/**
 * Dates and numbers reach the screen through `lib/format/` (docs/architecture.md "The folders"), so
 * every screen, e-mail and message reads them alike: no `toISOString().slice(…)`, no `toLocale…String()`,
 * no number, relative-time or list formatter outside it. `Intl.DateTimeFormat` stays allowed: it is the
 * runtime's only time-zone database, so zone arithmetic (a wall clock in a zone, a zone's offset, whether
 * a zone name exists) builds one without displaying anything. The files left out are listed in
 * docs/architecture.md "Justified exceptions" and in eslint.config.mjs.
 */
const FORMATTERS = new Set(["NumberFormat", "RelativeTimeFormat", "ListFormat", "PluralRules"]);
const CUTS = new Set(["slice", "substring", "substr"]);
const LOCALE_STRING = /^toLocale(Date|Time)?String$/;

/** The name of a member expression's property when it is written plainly (`a.b`, `a["b"]`). */
function propertyName(node) {
  if (node?.type !== "MemberExpression") return null;
  if (!node.computed && node.property.type === "Identifier") return node.property.name;
  return node.property.type === "Literal" && typeof node.property.value === "string" ? node.property.value : null;
}

/** @type {import("eslint").Rule.RuleModule} */
const formatThroughLibFormat = {
  meta: {
    type: "suggestion",
    docs: { description: "Dates and numbers are formatted in lib/format/" },
    messages: {
      isoCut: "Cut no ISO string by hand: use lib/format/date.ts (isoDay, or a function added there).",
      locale: "Format through lib/format/ (formatDate, formatDateTime, formatNumber…), not {{name}}().",
      intl: "Build Intl.{{name}} in lib/format/ only: add the format there.",
    },
    schema: [],
  },
  create(context) {
    const checkIntl = (node) => {
      const name = propertyName(node.callee);
      if (
        name &&
        FORMATTERS.has(name) &&
        node.callee.object.type === "Identifier" &&
        node.callee.object.name === "Intl"
      ) {
        context.report({ node, messageId: "intl", data: { name } });
      }
    };
    return {
      CallExpression(node) {
        const name = propertyName(node.callee);
        if (!name) return;
        if (LOCALE_STRING.test(name)) context.report({ node, messageId: "locale", data: { name } });
        else if (
          CUTS.has(name) &&
          node.callee.object.type === "CallExpression" &&
          propertyName(node.callee.object.callee) === "toISOString"
        ) {
          context.report({ node, messageId: "isoCut" });
        } else checkIntl(node);
      },
      NewExpression: checkIntl,
    };
  },
};

export default formatThroughLibFormat;
