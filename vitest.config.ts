import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Unit tests (no database) and integration tests (a real database). Without DATABASE_URL each
 * integration test file gets an in-memory PGlite database; with it (CI), tests/support/vitest-global.ts
 * creates and migrates a fresh `<db>_unit` database on that server once and gives each worker its own
 * copy, so files run in parallel either way.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Operator log lines the app writes on purpose for events the tests provoke and then assert (a model
 * timing out, a provider failing for good, mail kept in the outbox without a provider, a photo API that
 * does not answer, a tick whose claim another instance took over). Dropped from
 * the run's output so a green run prints no error-looking line; any other log still shows.
 */
const EXPECTED_LOG =
  /^\[(ai\] model call failed|error-monitor\] handled error|email\] no provider configured|outbox\] no \w+ provider configured|photos\] \S+ failed:|scheduler\] \S+ lost its claim)/;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Next resolves `server-only` to its own empty module on the server (and fails a client bundle that
      // imports it); tests run server code, so they get the same empty module.
      "server-only": "next/dist/compiled/server-only/empty.js",
    },
  },
  test: {
    environment: "node",
    onConsoleLog: (log) => (EXPECTED_LOG.test(log) ? false : undefined),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/vitest-global.ts"],
          setupFiles: ["tests/support/vitest-worker-database.ts", "tests/support/vitest-setup.ts"],
          env: onPostgres ? {} : { PGLITE_DIR: "memory://" },
        },
      },
    ],
  },
});
