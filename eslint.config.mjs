import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";
import house from "./eslint-rules/index.mjs";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The layers (docs/architecture.md): app/ → components/ → lib/, never back, and no import cycles.
    // The `import` plugin and its TypeScript resolver come from eslint-config-next.
    name: "layers",
    files: ["**/*.{js,jsx,mjs,ts,tsx}"],
    settings: {
      // Packages are never part of a cycle of ours: do not parse them, and keep each parsed module for
      // the whole run (the default 30 s cache made the cycle rule re-parse the app many times over).
      "import/ignore": ["node_modules"],
      "import/cache": { lifetime: "∞" },
    },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./components",
              from: "./app",
              message: "components/ never imports app/: move the shared code to lib/.",
            },
            {
              target: "./lib",
              from: "./app",
              message: "lib/ never imports app/: actions and services live in lib/<domain>/.",
            },
            { target: "./lib", from: "./components", message: "lib/ never imports components/." },
          ],
        },
      ],
    },
  },
  {
    // The house's own rules (eslint-rules/, docs/architecture.md): comments cite docs/ sections by name.
    name: "house",
    files: ["**/*.{js,jsx,mjs,ts,tsx}"],
    plugins: { house },
    rules: { "house/no-issue-reference": "error" },
  },
  {
    // Dates and numbers are formatted in lib/format/ (docs/architecture.md "Justified exceptions").
    name: "house-format",
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/format/**", "lib/money/currency-digits.ts"],
    rules: { "house/format-through-lib-format": "error" },
  },
  {
    // One form shape: a dialog's add/edit form is FormDialog; the public redeem dialog is the listed exception.
    name: "house-form-dialogs",
    files: ["components/**/*.tsx"],
    ignores: ["components/console/form-dialog.tsx", "components/landing/redeem-dialog.tsx"],
    rules: { "house/form-dialog-only": "error" },
  },
  {
    // Pages read, components draw (docs/architecture.md): a component gets its data as props, so it never
    // imports the database client or a domain's reads. Types from them are fine: they vanish in the build.
    name: "components-draw",
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/lib/db",
              allowTypeImports: true,
              message: "components/ never reads the database: the page reads and passes the data as props.",
            },
          ],
          patterns: [
            {
              group: ["@/lib/db/*", "!@/lib/db/schema", "!@/lib/db/keyset"],
              allowTypeImports: true,
              message: "components/ never reads the database: the page reads and passes the data as props.",
            },
            {
              group: ["@/lib/**/queries", "@/lib/**/*-queries"],
              allowTypeImports: true,
              message: "components/ never calls a query: the page reads and passes the data as props.",
            },
          ],
        },
      ],
    },
  },
  {
    // Console links prefetch on intent, not on sight (docs/decisions/console-and-forms.md "Wide tables, lists on a phone, prefetching on intent").
    name: "console-links",
    files: ["app/(admin)/**/*.tsx", "components/**/*.tsx"],
    ignores: [
      "components/console/intent-link.tsx",
      "components/landing/**",
      "components/auth/**",
      "components/seo/**",
      "components/ui/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use IntentLink (components/console/intent-link.tsx): it prefetches when the user points at the link.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "tests/e2e/.auth/**",
    ".data/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "bench/results/**",
  ]),
]);
