/**
 * `npm run bench:landing`: Lighthouse performance of the landing page beside a minimal page served by
 * the same production build (the floor, measured in the same run because these machines are noisy).
 *
 * Builds with BENCH_PAGES=1 into NEXT_DIST_DIR (default .next-bench; BENCH_SKIP_BUILD=1 reuses it), starts
 * `next start` on a free port (PostgreSQL when DATABASE_URL is set, else a throwaway PGlite folder), runs
 * Lighthouse BENCH_RUNS times (default 3) per page and form factor (BENCH_FORM_FACTORS, default
 * "mobile,desktop"), alternating the two pages run by run so a drift in the machine's load hits both
 * alike, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) and prints medians:
 * performance score, SEO score (docs/decisions.md "Search and share metadata": goal 100), LCP (ms) and first-load JS (transferred script bytes, KiB).
 * Goal: landing within 2 points of the minimal page, and ≥ 95 on mobile.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { freePort, median } from "./support/admin-server";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? "mobile,desktop").split(",").filter((f): f is "mobile" | "desktop" => f === "mobile" || f === "desktop");
const pages = { landing: "/", minimal: "/bench-minimal" } as const;
type Figures = { scores: number[]; seo: number[]; lcps: number[]; js: number[] };

async function main() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BENCH_PAGES: "1",
    NEXT_DIST_DIR: distDir,
    PUBLIC_BASE_URL: base,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-only-secret-not-for-production-use",
    PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "pglite"),
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "bench-admin-password",
  };
  execSync("npx tsx scripts/db-prepare.ts", { env, stdio: ["ignore", "ignore", "inherit"] });
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log(`Building (BENCH_PAGES=1, ${distDir})...`);
    execSync("npx next build", { env, stdio: ["ignore", "ignore", "inherit"] });
  }
  const server: ChildProcess = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: "ignore", detached: true });
  try {
    await waitFor(`${base}/bench-minimal`);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    try {
      const rows: string[] = [];
      for (const formFactor of FORM_FACTORS) {
        const empty = (): Figures => ({ scores: [], seo: [], lcps: [], js: [] });
        const figures: Record<keyof typeof pages, Figures> = { landing: empty(), minimal: empty() };
        for (const route of Object.values(pages)) await fetch(base + route); // warm the server's caches so every run measures the same thing
        for (let i = 0; i < RUNS; i++) {
          for (const [name, route] of Object.entries(pages) as [keyof typeof pages, string][]) {
            const result = await lighthouse(
              base + route,
              { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "seo"] },
              formFactor === "desktop" ? desktopConfig : undefined,
            );
            const lhr = result!.lhr;
            const { scores, seo, lcps, js } = figures[name];
            scores.push(Math.round((lhr.categories.performance!.score ?? 0) * 100));
            seo.push(Math.round((lhr.categories.seo!.score ?? 0) * 100));
            lcps.push(lhr.audits["largest-contentful-paint"]!.numericValue ?? NaN);
            const summary = lhr.audits["resource-summary"]!.details as unknown as { items: { resourceType: string; transferSize: number }[] };
            js.push(summary.items.find((item) => item.resourceType === "script")?.transferSize ?? 0);
          }
        }
        for (const [name, { scores, seo, lcps, js }] of Object.entries(figures)) {
          rows.push(
            `${formFactor.padEnd(8)} ${name.padEnd(8)} ${String(median(scores)).padStart(5)} ${String(median(seo)).padStart(4)} ${median(lcps).toFixed(0).padStart(8)} ${(median(js) / 1024).toFixed(1).padStart(10)}   runs: ${scores.join(",")}`,
          );
        }
      }
      console.log(`\nLighthouse ${RUNS} runs each, medians (landing = /, minimal = floor page of the same build)`);
      console.log("form     page     perf  SEO   LCP ms   JS KiB");
      for (const row of rows) console.log(row);
    } finally {
      await chrome.kill();
    }
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

await main();
