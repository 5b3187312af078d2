import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Unit tests (no database) and integration tests (a real database). Without DATABASE_URL each
 * integration worker gets an in-memory PGlite database; with it (CI), tests/support/vitest-global.ts
 * creates a fresh `<db>_unit` database on that server and migrates it once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
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
          setupFiles: ["tests/support/vitest-setup.ts"],
          env: onPostgres ? {} : { PGLITE_DIR: "memory://" },
          fileParallelism: !onPostgres,
        },
      },
    ],
  },
});
