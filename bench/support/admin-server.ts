/**
 * A production server of this app for benches: `next start` on a free port over a given PostgreSQL
 * database, signed in as the bench admin, and a timer that reports the median server time of a route
 * (request to last byte on loopback), with the seeded database, the build and a signed-in Chromium
 * context around it. bench/admin-scale.ts, bench/leads.ts and bench/admin-prefetch.ts use it;
 * bench/public-pages.ts shares its free port and median.
 */
import { execFileSync, execSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { Client } from "pg";
import type { Browser, BrowserContext } from "playwright-core";

/** Chromium's switches for every bench: headless, and none of its own background traffic to skew a measurement. */
export const BENCH_CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The admin the bench databases are seeded with (`scripts/db-prepare.ts` reads ADMIN_*). */
export const BENCH_ADMIN = { username: "admin", password: "bench-admin-password" };

/** Runs measured per route, after one warm-up. */
export const RUNS = 5;

/** True when 127.0.0.1:`port` can be listened on right now (0: any port); answers the port. */
function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now: the first free one of the 11 from
 * `BENCH_PORT` when set (a port range of one's own on a shared machine), otherwise one the OS picks.
 */
export async function freePort(): Promise<number> {
  const first = Number(process.env.BENCH_PORT);
  if (!first) return (await tryListen(0))!;
  for (let port = first; port <= first + 10; port++) {
    const free = await tryListen(port);
    if (free) return free;
  }
  throw new Error(`No free port in ${first}–${first + 10} (BENCH_PORT)`);
}

/** The middle value of `values` (the upper middle for an even count); `values` must not be empty. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The environment of `next start`, `next build` and `db-prepare` for a bench over `databaseUrl`. */
export function serverEnv(databaseUrl: string, base: string, distDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_BASE_URL: base,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-only-secret-not-for-production-use",
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SCHEDULER: "off",
    RESEND_API_KEY: "",
    AI_API_KEY: "",
  };
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

/** Starts `next start` from `distDir` over `databaseUrl` on `BENCH_PORT` (else a free port); resolves once it answers. */
export async function startServer(databaseUrl: string, distDir: string): Promise<{ base: string; stop: () => void }> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: serverEnv(databaseUrl, base, distDir),
    stdio: "ignore",
    detached: true,
  });
  await waitFor(`${base}/api/user`);
  return { base, stop: () => process.kill(-server.pid!, "SIGTERM") };
}

/** Signs in through next-auth's credentials flow; returns the Cookie header of the session. */
export async function signIn(base: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!, value.join("="));
    }
  };
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({
      csrfToken,
      username: BENCH_ADMIN.username,
      password: BENCH_ADMIN.password,
      json: "true",
    }),
  });
  keep(response);
  if (![...jar.keys()].some((k) => k.includes("session-token"))) throw new Error(`sign-in failed (${response.status})`);
  return cookie();
}

/** One route's figures: median milliseconds, body bytes, HTTP status. */
export interface Measure {
  ms: number;
  bytes: number;
  status: number;
}

/** Median server time (request to last byte, on loopback) and size of `url` over `RUNS`, after one warm-up. */
export async function measure(url: string, cookie: string): Promise<Measure> {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
    const body = await response.arrayBuffer();
    if (i > 0) times.push(performance.now() - started);
    bytes = body.byteLength;
    status = response.status;
  }
  return { ms: median(times), bytes, status };
}

/**
 * The bench database `<DATABASE_URL's name>_<suffix>`: with BENCH_SKIP_SEED=1 the one an earlier run
 * left; otherwise created afresh, migrated, seeded by `seed` over a connected client, and closed.
 */
export async function benchDatabase(
  suffix: string,
  distDir: string,
  seed: (client: Client) => Promise<void>,
): Promise<string> {
  if (!process.env.DATABASE_URL) throw new Error("benches need DATABASE_URL (a PostgreSQL server on this machine)");
  if (process.env.BENCH_SKIP_SEED === "1") {
    const target = new URL(process.env.DATABASE_URL);
    target.pathname = `/${target.pathname.slice(1) || "postgres"}_${suffix}`;
    return target.toString();
  }
  const url = execFileSync("npx", ["tsx", "scripts/fresh-database.ts", process.env.DATABASE_URL, suffix], {
    encoding: "utf8",
  }).trim();
  execSync("npx tsx scripts/db-prepare.ts", {
    env: serverEnv(url, "http://127.0.0.1", distDir),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await seed(client);
  } finally {
    await client.end();
  }
  return url;
}

/** Builds the app into `distDir` over `databaseUrl`, unless BENCH_SKIP_BUILD=1 reuses an earlier build. */
export function buildUnlessSkipped(databaseUrl: string, distDir: string): void {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  console.log(`Building (${distDir})...`);
  execSync("npx next build", {
    env: serverEnv(databaseUrl, "http://127.0.0.1", distDir),
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A Chromium context of `viewport` that carries the session `cookie` (from `signIn`) to `base`. */
export async function signedInContext(
  browser: Browser,
  base: string,
  cookie: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: base };
    }),
  );
  return context;
}
