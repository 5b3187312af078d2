/**
 * `npm run bench:admin-prefetch`: how much each admin page load asks the server for besides itself.
 * Seeds a fresh PostgreSQL database with the small console (bench/support/scale-seed.ts) and 60 leads,
 * builds once, starts `next start`, signs in, and opens every admin screen of lib/admin-screens.ts (and
 * one lead) in Chromium at 1280 × 900 and 390 × 844. For each load it counts the router's prefetch
 * requests (`_rsc` requests carrying `Next-Router-Prefetch` or `Next-Router-Segment-Prefetch`) and how long
 * after the page's `load` event the network stayed busy.
 *
 * Needs DATABASE_URL (a PostgreSQL server on this machine). BENCH_SKIP_BUILD=1 reuses NEXT_DIST_DIR
 * (default .next-bench); BENCH_SKIP_SEED=1 reuses the database of an earlier run; BENCH_PORT picks the
 * server's port.
 * Goal (docs/decisions/console-and-forms.md "Wide tables, lists on a phone, prefetching on intent"): no prefetch before the user points at a link.
 */
import { chromium, type Request } from "playwright-core";
import { ADMIN_SCREENS } from "@/lib/admin-screens";
import {
  BENCH_CHROME_FLAGS,
  benchDatabase,
  buildUnlessSkipped,
  signedInContext,
  signIn,
  startServer,
} from "./support/admin-server";
import { seedLeads } from "./support/leads-seed";
import { seedScale, SIZES } from "./support/scale-seed";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Quiet time after which a page's network counts as settled, in milliseconds. */
const SETTLED_MS = 2_000;
const VIEWPORTS = [
  { label: "1280", width: 1280, height: 900 },
  { label: "390", width: 390, height: 844 },
] as const;

/** A request the App Router makes to warm its cache for a link, not to show the current page. */
async function isPrefetch(request: Request): Promise<boolean> {
  const headers = await request.allHeaders();
  return headers["next-router-prefetch"] !== undefined || headers["next-router-segment-prefetch"] !== undefined;
}

interface Load {
  prefetches: number;
  busyAfterLoadMs: number;
}

async function measurePages(base: string, cookie: string, paths: string[]) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: BENCH_CHROME_FLAGS,
  });
  const results = new Map<string, Record<string, Load>>();
  try {
    for (const viewport of VIEWPORTS) {
      const context = await signedInContext(browser, base, cookie, viewport);
      for (const path of paths) {
        const page = await context.newPage();
        let lastActivity = 0;
        const pending: Promise<boolean>[] = [];
        page.on("request", (request) => {
          lastActivity = Date.now();
          pending.push(isPrefetch(request));
        });
        page.on("requestfinished", () => (lastActivity = Date.now()));
        page.on("requestfailed", () => (lastActivity = Date.now()));
        await page.goto(`${base}${path}`, { waitUntil: "load" });
        const loadedAt = Date.now();
        lastActivity = loadedAt;
        while (Date.now() - lastActivity < SETTLED_MS) await page.waitForTimeout(100);
        const prefetches = (await Promise.all(pending)).filter(Boolean).length;
        const row = results.get(path) ?? {};
        row[viewport.label] = { prefetches, busyAfterLoadMs: Math.max(0, lastActivity - loadedAt) };
        results.set(path, row);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
  const url = await benchDatabase("prefetch_bench", distDir, async (client) => {
    // The leads seed brings its own codes, in the same `B…` series as the scale seed's.
    await seedScale(client, { ...SIZES.small, codes: 0 });
    await seedLeads(client, { leads: 60, messages: 200 });
  });
  buildUnlessSkipped(url, distDir);

  const server = await startServer(url, distDir);
  try {
    const cookie = await signIn(server.base);
    const paths = [...ADMIN_SCREENS.map((screen) => screen.path), "/leads/1"];
    const results = await measurePages(server.base, cookie, paths);
    const cell = (load: Load | undefined) =>
      load ? `${load.prefetches} | ${(load.busyAfterLoadMs / 1000).toFixed(1)} s` : "—";
    console.log("\n| page | prefetches at 1280 px | busy after load | prefetches at 390 px | busy after load |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    for (const [path, row] of results) console.log(`| ${path} | ${cell(row["1280"])} | ${cell(row["390"])} |`);
    const all = [...results.values()].flatMap((row) => Object.values(row));
    const total = all.reduce((sum, load) => sum + load.prefetches, 0);
    console.log(
      `\nPrefetch requests: ${total} over ${all.length} page loads (max ${Math.max(...all.map((load) => load.prefetches))} on one load).`,
    );
  } finally {
    server.stop();
  }
}

await main();
