/**
 * `npm run bench:admin-scale`: the admin console at two data sizes (docs/decisions/data-and-jobs.md "Server-paged lists"). Seeds two fresh
 * PostgreSQL databases (bench/support/scale-seed.ts: "small" and "large" = 500,000 codes, 200,000
 * errors, 1,000,000 SMS messages, 1,000 sites with 2,000,000 collected rows, 20,000 TODOs, 100,000
 * contact requests), builds once, starts `next start` on each, signs in, and prints for every admin
 * page and every polled endpoint: server time (median of 5 after a warm-up), bytes, and the
 * large/small ratio, beside the floor `/api/user` (a trivial authenticated route) measured in the same
 * run. Then, at the large size, Chromium's time to the first table row and the DOM node count of the
 * heaviest screens, and the search box's answer time at 500,000 codes.
 *
 * Needs DATABASE_URL (a PostgreSQL server on this machine). BENCH_SKIP_BUILD=1 reuses NEXT_DIST_DIR
 * (default .next-bench); BENCH_SKIP_SEED=1 reuses the databases of an earlier run; BENCH_ONLY (comma-separated
 * paths, e.g. `/dashboard,/leads,/site-control`) measures only those pages, polls and Chromium screens;
 * BENCH_PORT puts the servers on the first free port of the 11 from it.
 * Goals: ≤ 300 ms server time, ≤ 1.5× the small size, ≤ 500 KB; first rows in ≤ 1.5 s with
 * ≤ 5,000 DOM nodes; search ≤ 300 ms.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import {
  BENCH_CHROME_FLAGS,
  benchDatabase,
  buildUnlessSkipped,
  measure,
  RUNS,
  signedInContext,
  signIn,
  startServer,
  type Measure,
} from "./support/admin-server";
import { seedScale, SIZES } from "./support/scale-seed";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const GOALS = { ms: 300, ratio: 1.5, bytes: 500 * 1024, firstRowMs: 1500, domNodes: 5000 };

/**
 * Endpoints the console's screens poll (their query strings as the screens send them). Not here:
 * `/api/csc/sites` (POST only) and `/api/csc/{todos,errors,features}`, which this app serves as a client
 * site to another hub under its site key, not to the console.
 */
const POLLED = [
  "/api/csc/status",
  "/api/csc/simplified",
  "/api/csc/collected-todos",
  "/api/csc/collected-errors",
  "/api/csc/collected-features",
  "/api/csc/command-history",
  "/api/admin/error-logs",
  "/api/admin/unresolved-errors",
  "/api/admin/federated-analytics",
];

/** Screens whose first list row and DOM size Chromium measures at the large size. */
const BROWSER_PAGES = [
  "/project-codes",
  "/code-management",
  "/error-monitoring",
  "/site-control",
  "/sms-routing?tab=messages",
];

/** Every admin page: each `page.tsx` under app/(admin) without a dynamic segment. */
function adminPages(): string[] {
  const root = path.join(process.cwd(), "app/(admin)");
  const pages: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (!name.startsWith("[")) walk(full, name.startsWith("(") ? route : `${route}/${name}`);
      } else if (name === "page.tsx") pages.push(route || "/");
    }
  };
  walk(root, "");
  return pages.sort();
}

type Results = Record<string, Measure>;

async function measureAll(base: string, cookie: string, targets: string[]): Promise<Results> {
  const results: Results = {};
  for (const target of ["/api/user", ...targets]) results[target] = await measure(`${base}${target}`, cookie);
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function browserFigures(base: string, cookie: string, pages: string[]) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: BENCH_CHROME_FLAGS,
  });
  const context = await signedInContext(browser, base, cookie, { width: 1280, height: 900 });
  const rows: [string, number, number][] = [];
  try {
    for (const target of pages) {
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${base}${target}`, { waitUntil: "commit" });
      // A row of a table, a code card (/code-management) or an error card (/error-monitoring). A screen
      // that never shows one is a miss (-1), not the end of the run.
      const shown = await page
        .locator('table tbody tr, ul[aria-label="Project codes"] > li, [data-testid="error-log-card"]')
        .first()
        .waitFor({ timeout: 60_000 })
        .then(() => true)
        .catch(() => false);
      const firstRowMs = shown ? Date.now() - started : -1;
      await page.waitForLoadState("load");
      const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
      rows.push([target, firstRowMs, nodes]);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
  const urls: Record<"small" | "large", string> = { small: "", large: "" };
  for (const size of ["small", "large"] as const) {
    urls[size] = await benchDatabase(`scale_${size}`, distDir, async (client) => {
      const started = performance.now();
      const timings = await seedScale(client, SIZES[size]);
      const slowest = Object.entries(timings)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3);
      console.log(
        `Seeded ${size} in ${((performance.now() - started) / 1000).toFixed(1)} s (slowest: ${slowest.map(([t, s]) => `${t} ${s.toFixed(1)} s`).join(", ")})`,
      );
    });
  }
  buildUnlessSkipped(urls.small, distDir);

  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  const chosen = (target: string) => !only || only.includes(target.split("?")[0]!);
  const targets = [...adminPages(), ...POLLED].filter(chosen);
  const results: Record<"small" | "large", Results> = { small: {}, large: {} };
  let browser: [string, number, number][] = [];
  let search: Measure | null = null;
  for (const size of ["small", "large"] as const) {
    const server = await startServer(urls[size], distDir);
    try {
      const cookie = await signIn(server.base);
      results[size] = await measureAll(server.base, cookie, targets);
      if (size === "large") {
        browser = await browserFigures(server.base, cookie, BROWSER_PAGES.filter(chosen));
        // The seed's codes are 'B' + hex: one that exists, searched by its exact text.
        if (chosen("/code-management")) search = await measure(`${server.base}/code-management?q=BZZZ3039`, cookie);
      }
    } finally {
      server.stop();
    }
  }

  const floor = { small: results.small["/api/user"]!, large: results.large["/api/user"]! };
  console.log(
    `\nServer time (median of ${RUNS}), body size; floor /api/user: small ${floor.small.ms.toFixed(1)} ms, large ${floor.large.ms.toFixed(1)} ms`,
  );
  console.log("target                               small ms  large ms  ratio  large size  status  goals");
  let misses = 0;
  for (const target of targets) {
    const s = results.small[target]!;
    const l = results.large[target]!;
    const ratio = l.ms / Math.max(s.ms, 1);
    const ok =
      l.ms <= GOALS.ms && (ratio <= GOALS.ratio || l.ms - s.ms < 20) && l.bytes <= GOALS.bytes && l.status < 400;
    if (!ok) misses++;
    console.log(
      `${target.padEnd(36)} ${s.ms.toFixed(1).padStart(8)} ${l.ms.toFixed(1).padStart(9)} ${ratio.toFixed(2).padStart(6)} ${kb(l.bytes).padStart(11)} ${String(l.status).padStart(7)}  ${ok ? "met" : "MISSED"}`,
    );
  }
  console.log(`\nChromium at the large size (goal: first row ≤ ${GOALS.firstRowMs} ms, ≤ ${GOALS.domNodes} DOM nodes)`);
  for (const [target, firstRowMs, nodes] of browser) {
    const ok = firstRowMs >= 0 && firstRowMs <= GOALS.firstRowMs && nodes <= GOALS.domNodes;
    if (!ok) misses++;
    console.log(
      `${target.padEnd(24)} first row ${String(firstRowMs).padStart(6)} ms  ${String(nodes).padStart(6)} nodes  ${ok ? "met" : "MISSED"}`,
    );
  }
  if (search) {
    const ok = search.ms <= GOALS.ms;
    if (!ok) misses++;
    console.log(
      `\nSearch one code among ${SIZES.large.codes.toLocaleString("en-US")}: ${search.ms.toFixed(1)} ms, ${kb(search.bytes)} (goal ≤ ${GOALS.ms} ms) ${ok ? "met" : "MISSED"}`,
    );
  }
  console.log(`\n${misses === 0 ? "Every goal met." : `${misses} figure(s) missed their goal.`}`);
}

await main();
