/**
 * `npm run bench:public-pages` (also `npm run bench:landing`): Lighthouse performance of the public pages
 * beside a minimal page served by the same production build (the floor, measured in the same run because
 * these machines are noisy). The pages are the list `PAGES` below: the landing page, a published status page
 * (`/status/bench`, bench/support/seed-public-status-page.ts), the booking pages (`/book` and the seeded
 * free consultation's `/book/free-consultation`), a client's quote (`/q/<token>`: a sent quote of ten
 * lines, bench/support/seed-public-quote.ts) and a client's page (`/c/<token>`: a project under way with
 * its invoices and the status page as its site, bench/support/seed-public-client.ts). A page is one entry:
 * its name and either its path or the seed script that prints it. BENCH_PUBLIC_PAGES (names, comma-separated; default all) measures a subset.
 *
 * Builds with BENCH_PAGES=1 into NEXT_DIST_DIR (default .next-bench; BENCH_SKIP_BUILD=1 reuses it), starts
 * `next start` on BENCH_PORT (default a free port; PostgreSQL when DATABASE_URL is set, else a throwaway
 * PGlite folder), runs Lighthouse BENCH_RUNS times (default 3) per page and form factor
 * (BENCH_FORM_FACTORS, default "mobile,desktop"), alternating the pages run by run so a drift in the
 * machine's load hits all alike, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 * The pages load through Lighthouse's applied ("devtools") throttling of its mobile preset: a throttled
 * network and CPU, measured rather than simulated from an unthrottled load, because on loopback the
 * simulation ranks a page by whether the framework's chunks finished before Chrome's first frame, which the
 * floor itself wins in some runs and loses in others (docs/decisions/public-site.md "Public pages: the speed
 * goals measured under applied throttling"). BENCH_THROTTLING=simulate gives Lighthouse's default simulated
 * figures instead, for comparison.
 *
 * Prints, per form factor and public page, each figure beside the floor's and the goal derived from
 * it (docs/decisions/public-site.md "Landing page: server-rendered header, handlers as islands"): performance score
 * (median and range) within 2 points of the floor, LCP (median and range) at most 1.3 times the floor's,
 * first-load JS (median transferred script bytes of the page load) at most 1.1 times the floor's, the SEO
 * score at 100, and for diagnosis total blocking time, the compressed HTML, the LCP element and
 * Lighthouse's breakdown of LCP (time to first byte, resource load delay, load time, element render delay;
 * medians of the simulated phases of the `largest-contentful-paint-element` audit).
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { FREE_CONSULTATION_PATH } from "@/lib/bookings/booking-link";
import { BENCH_CHROME_FLAGS, freePort, median } from "./support/admin-server";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const THROTTLING = process.env.BENCH_THROTTLING === "simulate" ? "simulate" : "devtools";
/**
 * Lighthouse's desktop preset ("desktopDense4G": 40 ms RTT, 10 Mbps) leaves applied throttling unset, so a
 * desktop run would load unthrottled from loopback; these are its figures scaled the way Lighthouse scales
 * its mobile preset for applied throttling (latency × 3.75, throughput × 0.9: lantern/simulation/Constants.js
 * in @paulirish/trace_engine).
 */
const DESKTOP_APPLIED_THROTTLING = {
  rttMs: 40,
  throughputKbps: 10 * 1024,
  cpuSlowdownMultiplier: 1,
  requestLatencyMs: 40 * 3.75,
  downloadThroughputKbps: 10 * 1024 * 0.9,
  uploadThroughputKbps: 10 * 1024 * 0.9,
};
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? "mobile,desktop")
  .split(",")
  .filter((f): f is "mobile" | "desktop" => f === "mobile" || f === "desktop");
/** A public page the bench measures: its path, or the seed script (run after `db-prepare`) that prints it last. */
interface PublicPage {
  name: string;
  path?: string;
  seed?: string;
  /** A page kept out of search engines on purpose (`noindex`): its SEO score has no goal. */
  noindex?: true;
}

/** The public pages, in the order they run; add a page here. */
const PAGES: PublicPage[] = [
  { name: "landing", path: "/" },
  { name: "status", seed: "bench/support/seed-public-status-page.ts bench" },
  { name: "book", path: "/book" },
  { name: "book type", path: FREE_CONSULTATION_PATH },
  { name: "quote", seed: "bench/support/seed-public-quote.ts", noindex: true },
  { name: "client", seed: "bench/support/seed-public-client.ts bench", noindex: true },
];
/** The floor: the smallest page of the same build (app/(bench)/bench-minimal). */
const FLOOR: PublicPage = { name: "floor", path: "/bench-minimal" };
const CHOSEN = process.env.BENCH_PUBLIC_PAGES?.split(",").map((name) => name.trim());
/** Lighthouse's LCP phases, in its order. */
const PHASES = ["TTFB", "load delay", "load time", "render delay"] as const;
type Figures = {
  scores: number[];
  seo: number[];
  lcps: number[];
  tbts: number[];
  html: number[];
  js: number[];
  phases: number[][];
  elements: string[];
};

/** One printed row: a figure of every run, how its runs are summed up, and the landing page's goal from the floor's median (none for diagnostics). */
interface Row {
  label: string;
  of: (figures: Figures) => number[];
  show: (values: number[]) => string;
  goal?: { text: (floor: number) => string; met: (landing: number, floor: number) => boolean };
  /** Whether the goal holds for pages kept out of search engines. */
  indexedOnly?: true;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const ROWS: Row[] = [
  {
    label: "performance score",
    of: (f) => f.scores,
    show: (v) => `${median(v)} (${Math.min(...v)}–${Math.max(...v)})`,
    goal: { text: (floor) => `≥ ${floor - 2} (floor − 2)`, met: (landing, floor) => landing >= floor - 2 },
  },
  {
    label: "LCP",
    of: (f) => f.lcps,
    show: (v) => `${median(v).toFixed(0)} ms (${Math.min(...v).toFixed(0)}–${Math.max(...v).toFixed(0)})`,
    goal: {
      text: (floor) => `≤ ${(floor * 1.3).toFixed(0)} ms (1.3 × floor)`,
      met: (landing, floor) => landing <= floor * 1.3,
    },
  },
  {
    label: "first-load JS",
    of: (f) => f.js,
    show: (v) => kib(median(v)),
    goal: { text: (floor) => `≤ ${kib(floor * 1.1)} (1.1 × floor)`, met: (landing, floor) => landing <= floor * 1.1 },
  },
  {
    label: "SEO score",
    indexedOnly: true,
    of: (f) => f.seo,
    show: (v) => String(median(v)),
    goal: { text: () => "100", met: (landing) => landing === 100 },
  },
  { label: "total blocking time", of: (f) => f.tbts, show: (v) => `${median(v).toFixed(0)} ms` },
  { label: "HTML (transferred)", of: (f) => f.html, show: (v) => kib(median(v)) },
  ...PHASES.map((phase, index): Row => ({
    label: `LCP ${phase}`,
    of: (f) => f.phases.map((run) => run[index] ?? NaN),
    show: (v) => `${median(v).toFixed(0)} ms`,
  })),
];

/** The LCP element's snippet and the simulated duration of each of Lighthouse's LCP phases (ms). */
function lcpBreakdown(audit: { details?: unknown } | undefined): { element: string; phases: number[] } {
  const tables = (audit?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  const timings = tables[1]?.items?.map((item) => Number(item.timing)) ?? [];
  return {
    element: node?.snippet ?? node?.selector ?? "none",
    phases: PHASES.map((_, index) => timings[index] ?? NaN),
  };
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
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
  const pages = [...PAGES.filter((page) => !CHOSEN || CHOSEN.includes(page.name)), FLOOR].map((page) => ({
    ...page,
    path: page.path ?? seededPath(page.seed!, env),
  }));
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log(`Building (BENCH_PAGES=1, ${distDir})...`);
    execSync("npx next build", { env, stdio: ["ignore", "ignore", "inherit"] });
  }
  const server: ChildProcess = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitFor(`${base}/bench-minimal`);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: BENCH_CHROME_FLAGS,
    });
    try {
      const tables: string[] = [];
      for (const formFactor of FORM_FACTORS) {
        const figures = new Map<string, Figures>(
          pages.map((page) => [
            page.name,
            { scores: [], seo: [], lcps: [], tbts: [], html: [], js: [], phases: [], elements: [] },
          ]),
        );
        for (const page of pages) await fetch(base + page.path); // warm the server's caches so every run measures the same thing
        for (let i = 0; i < RUNS; i++) {
          for (const page of pages) {
            const result = await lighthouse(
              base + page.path,
              {
                port: chrome.port,
                output: "json",
                logLevel: "error",
                onlyCategories: ["performance", "seo"],
                throttlingMethod: THROTTLING,
                ...(formFactor === "desktop" &&
                  THROTTLING === "devtools" && { throttling: DESKTOP_APPLIED_THROTTLING }),
              },
              formFactor === "desktop" ? desktopConfig : undefined,
            );
            const lhr = result!.lhr;
            const { scores, seo, lcps, tbts, html, js, phases, elements } = figures.get(page.name)!;
            scores.push(Math.round((lhr.categories.performance!.score ?? 0) * 100));
            seo.push(Math.round((lhr.categories.seo!.score ?? 0) * 100));
            lcps.push(lhr.audits["largest-contentful-paint"]!.numericValue ?? NaN);
            tbts.push(lhr.audits["total-blocking-time"]!.numericValue ?? NaN);
            const summary = lhr.audits["resource-summary"]!.details as unknown as {
              items: { resourceType: string; transferSize: number }[];
            };
            js.push(summary.items.find((item) => item.resourceType === "script")?.transferSize ?? 0);
            html.push(summary.items.find((item) => item.resourceType === "document")?.transferSize ?? 0);
            const breakdown = lcpBreakdown(lhr.audits["largest-contentful-paint-element"]);
            phases.push(breakdown.phases);
            elements.push(breakdown.element);
          }
        }
        const floor = figures.get(FLOOR.name)!;
        for (const page of pages.slice(0, -1)) tables.push(table(formFactor, page, figures.get(page.name)!, floor));
      }
      console.log(
        `\nLighthouse (${THROTTLING} throttling), ${RUNS} runs per page alternating, floor = ${FLOOR.path!} of the same build; load average at the end: ${loadavg()
          .map((load) => load.toFixed(1))
          .join(", ")} on ${availableParallelism()} cores`,
      );
      for (const text of tables) console.log(text);
    } finally {
      await chrome.kill();
    }
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
}

/** One form factor's figures of a page as a text table: each figure beside the floor's, the goal and whether it is met. */
function table(formFactor: string, page: PublicPage, measuredFigures: Figures, minimal: Figures): string {
  const cells = [[formFactor, `${page.name} (${page.path!})`, "floor", "goal", ""]];
  for (const { label, of, show, goal: rowGoal, indexedOnly } of ROWS) {
    const goal = indexedOnly && page.noindex ? undefined : rowGoal;
    const [measured, floor] = [of(measuredFigures), of(minimal)];
    const verdict = goal ? (goal.met(median(measured), median(floor)) ? "met" : "missed") : "";
    cells.push([
      label,
      show(measured),
      show(floor),
      goal?.text(median(floor)) ?? (rowGoal ? "none (noindex)" : ""),
      verdict,
    ]);
  }
  cells.push(["scores run by run", measuredFigures.scores.join(","), minimal.scores.join(","), "", ""]);
  const element = (f: Figures) => mostCommon(f.elements).replace(/\s+/g, " ").slice(0, 60);
  cells.push(["LCP element (most runs)", element(measuredFigures), element(minimal), "", ""]);
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return (
    "\n" +
    cells
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join("   ")
          .trimEnd(),
      )
      .join("\n")
  );
}

/** Runs seed script `command` (a file under bench/support and its arguments) and answers the path it printed last. */
function seededPath(command: string, env: NodeJS.ProcessEnv): string {
  const output = execSync(`npx tsx --import ./bench/support/server-only-hook.mjs ${command}`, {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const printed = output.toString().trim().split("\n").at(-1) ?? "";
  if (!printed.startsWith("/")) throw new Error(`${command} printed no path`);
  return printed;
}

/** The value that occurs most often in `values`. */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "none";
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
