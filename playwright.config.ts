import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium against the production server `npm start` runs
 * (scripts/start-server.ts; scripts/e2e.sh builds first and points DATABASE_URL at PostgreSQL). With
 * E2E_BASE_URL set, tests run against that server instead.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// Each server's output passes through tests/support/expected-server-log.mjs, which drops the log lines the
// suite provokes on purpose (a thrown diagnostics error, a dropped connection, mail kept without a provider).
const QUIET_EXPECTED_LOG = "2>&1 | node tests/support/expected-server-log.mjs";
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// tests/e2e/federation.spec.ts syncs a second instance of the app, a remote site on its own database
// (scripts/e2e.sh creates it and sets E2E_REMOTE_DATABASE_URL); it is started only when that is set.
const remotePort = Number(process.env.E2E_REMOTE_PORT ?? 3101);
const remoteURL = `http://127.0.0.1:${remotePort}`;
const remoteSite = process.env.E2E_REMOTE_DATABASE_URL
  ? {
      command: `NODE_ENV=production npx tsx scripts/start-server.ts -p ${remotePort} -H 127.0.0.1 ${QUIET_EXPECTED_LOG}`,
      url: `${remoteURL}/privacy`,
      env: {
        DATABASE_URL: process.env.E2E_REMOTE_DATABASE_URL,
        PUBLIC_BASE_URL: remoteURL,
        NEXTAUTH_URL: remoteURL,
        FEDERATION_SITE_KEY: process.env.E2E_REMOTE_SITE_KEY ?? "",
        SCHEDULER: "off",
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      stderr: "pipe" as const,
    }
  : undefined;
// tests/e2e/federation.spec.ts also fires the scheduled sync on a second instance of the hub itself:
// the same database, as several instances behind a load balancer (scheduler off: the test fires the job).
// It reaches the database through the proxy tests/e2e/database-outage.spec.ts takes down (scripts/e2e.sh).
const replicaPort = Number(process.env.E2E_REPLICA_PORT ?? port + 3);
const hubReplica =
  process.env.E2E_REMOTE_DATABASE_URL && !process.env.E2E_BASE_URL
    ? {
        command: `NODE_ENV=production npx tsx scripts/start-server.ts -p ${replicaPort} -H 127.0.0.1 ${QUIET_EXPECTED_LOG}`,
        url: `http://127.0.0.1:${replicaPort}/privacy`,
        env: {
          SCHEDULER: "off",
          ...(process.env.E2E_REPLICA_DATABASE_URL ? { DATABASE_URL: process.env.E2E_REPLICA_DATABASE_URL } : {}),
        },
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "pipe" as const,
        stderr: "pipe" as const,
      }
    : undefined;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { baseURL, launchOptions: chromium, trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [
    { name: "setup", testMatch: /\.setup\.ts/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      dependencies: ["setup"],
    },
  ],
  webServer: [
    process.env.E2E_BASE_URL
      ? undefined
      : {
          command: `NODE_ENV=production npx tsx scripts/start-server.ts -p ${port} -H 127.0.0.1 ${QUIET_EXPECTED_LOG}`,
          url: `${baseURL}/privacy`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: "pipe" as const,
          stderr: "pipe" as const,
        },
    remoteSite,
    hubReplica,
  ].filter((server) => server !== undefined),
});
