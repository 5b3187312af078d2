/**
 * `npm run bench:sms-webhook`: throughput and latency of `POST /api/sms/webhook` beside an empty route
 * handler of the same production build (the floor, measured in the same run because these machines
 * are noisy). Every request is a correctly signed, unique message (fresh MessageSid, sender and idea),
 * so each one creates a project code in PostgreSQL.
 *
 * Needs DATABASE_URL (a PostgreSQL server; the bench creates and migrates `<db>_smsbench` on it).
 * Builds with BENCH_PAGES=1 into NEXT_DIST_DIR (default .next-bench; BENCH_SKIP_BUILD=1 reuses it),
 * starts `next start` on a free port and runs autocannon per route flat out (BENCH_CONNECTIONS
 * connections, default 10) and at a fixed 200 req/s. The two routes alternate, BENCH_ROUNDS times
 * (default 3) of BENCH_DURATION seconds (default 5) each, so a change in the machine's load hits both;
 * it prints the medians of req/s, p50 and p99 (ms) and the total of non-2xx answers and errors.
 * Goal: webhook ≥ 50% of the empty handler's throughput, and p99 < 50 ms at 200 req/s.
 */
import { execFileSync, execSync, spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import autocannon from "autocannon";
import { freePort } from "./support/admin-server";
import { figuresOf, summarize, waitForPost, type Figures } from "./support/autocannon-figures";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FIXED_RATE = 200;
const TOKEN = "bench-twilio-auth-token";

/** A signed, unique inbound message for `url`, as Twilio would post it. */
function signedMessage(url: string, n: number): { body: string; headers: Record<string, string> } {
  const params = {
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
    AccountSid: `AC${"0".repeat(32)}`,
    From: `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`,
    To: "+15550102030",
    Body: `Bench idea ${n}: a booking portal for a dog grooming salon with SMS reminders`,
    NumMedia: "0",
  };
  return {
    body: new URLSearchParams(params).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": getExpectedTwilioSignature(TOKEN, url, params),
    },
  };
}

// Signing costs the load generator CPU that the server under test would miss: messages are signed
// before each run, enough for it (a run that outpaces the pool signs the rest on the fly).
const POOL_SIZE = Number(process.env.BENCH_POOL ?? 12_000);

async function run(url: string, overallRate?: number): Promise<Figures> {
  const pool = Array.from({ length: POOL_SIZE }, (_, i) => signedMessage(url, i));
  let n = 0;
  const result = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const message = pool[n] ?? signedMessage(url, n);
          n++;
          return { ...request, method: "POST", body: message.body, headers: message.headers };
        },
      },
    ],
  });
  return figuresOf(result);
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("bench:sms-webhook needs DATABASE_URL (a PostgreSQL server)");
  const databaseUrl = execFileSync("npx", ["tsx", "scripts/fresh-database.ts", process.env.DATABASE_URL, "smsbench"], {
    encoding: "utf8",
  }).trim();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    BENCH_PAGES: "1",
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-bench",
    DATABASE_URL: databaseUrl,
    PUBLIC_BASE_URL: base,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-only-secret-not-for-production-use",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "bench-admin-password",
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_ACCOUNT_SID: "",
    AI_API_KEY: "",
    SCHEDULER: "off",
  };
  // Migrations only: the webhook needs the tables, not the seeded admin.
  execSync("npx tsx scripts/db-migrate.ts", { env, stdio: ["ignore", "ignore", "inherit"] });
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log(`Building (BENCH_PAGES=1, ${env.NEXT_DIST_DIR})...`);
    execSync("npx next build", { env, stdio: ["ignore", "ignore", "inherit"] });
  }
  const server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  try {
    const routes = { empty: `${base}/api/bench-empty`, webhook: `${base}/api/sms/webhook` };
    await waitForPost(routes.empty);
    const check = signedMessage(routes.webhook, -1);
    const probe = await fetch(routes.webhook, { method: "POST", headers: check.headers, body: check.body });
    if (probe.status !== 200 || !(await probe.text()).includes("project code"))
      throw new Error(`webhook probe answered ${probe.status}`);
    // Warm both routes (JIT, connection pool) before measuring.
    for (const url of Object.values(routes))
      await autocannon({
        url,
        method: "POST",
        connections: CONNECTIONS,
        amount: 500,
        body: check.body,
        headers: check.headers,
      });

    const rows: [string, string, Figures][] = [];
    for (const [mode, rate] of [
      ["max", undefined],
      [`${FIXED_RATE}/s`, FIXED_RATE],
    ] as const) {
      const samples: Record<string, Figures[]> = { empty: [], webhook: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, url] of Object.entries(routes)) samples[name]!.push(await run(url, rate));
      }
      for (const [name, figures] of Object.entries(samples)) rows.push([name, mode, summarize(figures)]);
    }
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, medians of ${ROUNDS} alternating runs of ${DURATION_S} s (empty = floor route of the same build)`,
    );
    console.log("route    load      req/s    p50 ms   p99 ms   non-2xx  errors");
    for (const [name, mode, f] of rows) {
      console.log(
        `${name.padEnd(8)} ${mode.padEnd(8)} ${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(9)} ${f.p99.toFixed(1).padStart(8)} ${String(f.non2xx).padStart(9)} ${String(f.errors).padStart(7)}`,
      );
    }
    const empty = rows.find(([n, m]) => n === "empty" && m === "max")![2];
    const webhook = rows.find(([n, m]) => n === "webhook" && m === "max")![2];
    const fixed = rows.find(([n, m]) => n === "webhook" && m !== "max")![2];
    console.log(
      `\nwebhook throughput: ${((webhook.rps / empty.rps) * 100).toFixed(0)}% of the empty handler (goal ≥ 50%); ` +
        `p99 at ${FIXED_RATE} req/s: ${fixed.p99.toFixed(1)} ms (goal < 50 ms)`,
    );
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
}

await main();
