/**
 * The layers inside lib/ (docs/architecture.md "Layers inside lib"), written once and checked by
 * `npm run lint` (so by `npm run check` and `npm test`). Runtime imports only: type-only imports are
 * erased at compile time and may point anywhere.
 *
 * - Foundations (the database, the outbox, HTTP, errors, formatting, input, caches, live updates, paging,
 *   forms, limits and the loose helpers at lib/'s root) import no domain. What they need from a domain is
 *   handed to them by the composition root (lib/register-hooks.ts, lib/outbox-channels.ts, lib/seed.ts).
 * - No import cycle between modules.
 * A new domain needs no entry here: any folder of lib/ that is not a foundation is a domain.
 */
const FOUNDATIONS = [
  "db",
  "outbox",
  "http",
  "errors",
  "format",
  "money",
  "input",
  "cache",
  "live",
  "pagination",
  "forms",
  "limits",
];
const LOOSE_HELPERS = ["env", "utils", "request-ip", "secret-cipher", "secrets-equal", "security-headers", "qr-code"];
const foundation = `^lib/(${FOUNDATIONS.join("|")})/|^lib/(${LOOSE_HELPERS.join("|")})\\.ts$`;
const COMPOSITION_ROOT = "^lib/(register-hooks|outbox-channels|seed)\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "foundation-imports-domain",
      severity: "error",
      comment:
        'A foundation imports no domain: inject what it needs through a registry set by the composition root (docs/architecture.md "Layers inside lib").',
      from: { path: foundation },
      to: {
        path: "^lib/",
        pathNot: [foundation, COMPOSITION_ROOT],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "nothing-imports-composition-root",
      severity: "error",
      comment: "The composition root is on top: only the entry points (instrumentation.ts, scripts/, tests) import it.",
      from: { path: "^lib/", pathNot: COMPOSITION_ROOT },
      to: { path: COMPOSITION_ROOT },
    },
    {
      name: "no-circular-folders",
      severity: "error",
      scope: "folder",
      comment:
        'Folders never import each other in a loop: move the shared part down, or publish through a hook (docs/architecture.md "Layers inside lib").',
      from: { path: "^lib/" },
      to: { circular: true },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules never import each other in a loop: move the shared part down, or publish through a hook.",
      from: { path: "^lib/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$" },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
