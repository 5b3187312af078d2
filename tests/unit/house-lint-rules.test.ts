/**
 * The house's lint rules (eslint-rules/, docs/architecture.md): what each refuses and what it leaves
 * alone, so a rule stays precise as the tree grows.
 */
import { RuleTester } from "eslint";
import { parser as tsParser } from "typescript-eslint";
import { describe, it } from "vitest";
import house from "@/eslint-rules/index.mjs";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: "latest", sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run("no-issue-reference", house.rules["no-issue-reference"], {
  valid: [
    { code: '// Cached for a minute (docs/decisions/data-and-jobs.md "Server-paged lists").\nconst a = 1;' },
    { code: "/** Retries the issues a provider reports, 3 times at most. */\nconst a = 1;" },
    { code: 'const label = "issue 16";' },
    { code: "// Works around https://github.com/vercel/next.js/issues/48000 until it is fixed.\nconst a = 1;" },
  ],
  invalid: [
    { code: "// Open Graph card (issue 16)\nconst a = 1;", errors: [{ messageId: "issue" }] },
    { code: "/* Issues 13 and 14 asked for this. */\nconst a = 1;", errors: [{ messageId: "issue" }] },
    { code: "const a = 1; // see issue #5", errors: [{ messageId: "issue" }] },
    { code: "const a = <div>{/* the project's page (issue 16) */}</div>;", errors: [{ messageId: "issue" }] },
  ],
});

tester.run("format-through-lib-format", house.rules["format-through-lib-format"], {
  valid: [
    { code: 'import { formatDate } from "@/lib/format/date"; formatDate(new Date());' },
    { code: "const stamp = new Date().toISOString();" },
    { code: 'const day = new Date().toISOString().startsWith("2026");' },
    { code: 'const word = "Ärger".toLocaleUpperCase("de");' },
    {
      code: 'const hour = Number(new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(at));',
    },
  ],
  invalid: [
    { code: "const day = new Date().toISOString().slice(0, 10);", errors: [{ messageId: "isoCut" }] },
    { code: "const day = at.toISOString().substring(0, 16);", errors: [{ messageId: "isoCut" }] },
    { code: 'const shown = at.toLocaleDateString("en-US");', errors: [{ messageId: "locale" }] },
    { code: "const shown = total.toLocaleString();", errors: [{ messageId: "locale" }] },
    { code: 'const f = new Intl.RelativeTimeFormat("en-US");', errors: [{ messageId: "intl" }] },
    { code: 'const names = new Intl.ListFormat("en-US").format(["a", "b"]);', errors: [{ messageId: "intl" }] },
    { code: "const n = Intl.NumberFormat().format(3);", errors: [{ messageId: "intl" }] },
  ],
});

tester.run("form-dialog-only", house.rules["form-dialog-only"], {
  valid: [
    {
      code: 'import { FormDialog } from "@/components/console/form-dialog"; const a = <FormDialog><input /></FormDialog>;',
    },
    {
      code: 'import { Dialog } from "@/components/ui/dialog"; const a = <Dialog><form role="search"><input /></form></Dialog>;',
    },
    { code: "const a = <form><input /></form>;" },
    {
      code: 'import type { DialogProps } from "@/components/ui/dialog"; const a = (p: DialogProps) => <form><input /></form>;',
      languageOptions: { parser: tsParser },
    },
  ],
  invalid: [
    {
      code: 'import { Dialog, DialogContent } from "@/components/ui/dialog"; const a = <Dialog><DialogContent><form><input /></form></DialogContent></Dialog>;',
      errors: [{ messageId: "form" }],
    },
    {
      code: 'import { Dialog } from "@/components/ui/dialog"; function Body() { return <form />; } const a = <Dialog><Body /></Dialog>;',
      errors: [{ messageId: "form" }],
    },
  ],
});
