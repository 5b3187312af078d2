/**
 * `npm run bench:status-page`: a public status page over a fleet of 1,000 monitored sites with 400 days
 * of hourly rollups (bench/support/status-page-seed.ts; 20 components on the page), beside the minimal
 * page of the same production build (/bench-minimal, the floor measured in the same run). Prints each
 * figure beside its goal:
 * - server time of a cached visit (request to last byte on loopback; goal ≤ 50 ms and ≤ 2× the minimal
 *   page), and of the first visit after its cache was expired (the read itself);
 * - HTML size (goal ≤ 60 KB for 20 components);
 * - Lighthouse mobile performance, median of BENCH_RUNS (default 3; goal within 2 points of the minimal page);
 * - the fan-out of one incident update to 10,000 confirmed e-mail subscribers by two workers at once
 *   (goal ≤ 5 minutes; floor: the same outbox rows written by one bare insert per 1,000), and that each
 *   subscriber got exactly one message.
 * Needs DATABASE_URL (a fresh `<db>_statusbench` is made; BENCH_SKIP_SEED=1 reuses it) and builds with
 * BENCH_PAGES=1 into NEXT_DIST_DIR (default .next-bench; BENCH_SKIP_BUILD=1 reuses it).
 */
import { drizzle } from "drizzle-orm/node-postgres";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  BENCH_CHROME_FLAGS,
  buildUnlessSkipped,
  benchDatabase,
  measure,
  median,
  startServer,
} from "./support/admin-server";
import { seedStatusFleet } from "./support/status-page-seed";

const SLUG = "bench";
const SUBSCRIBERS = 10_000;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
process.env.BENCH_PAGES = "1";

const databaseUrl = await benchDatabase("statusbench", distDir, async (client) => {
  const started = performance.now();
  // The app's Database type is the union of its drivers; node-postgres answers `execute` the same way.
  await seedStatusFleet(drizzle(client) as never, { sites: 1_000, days: 400, components: 20, slug: SLUG });
  console.log(`Seeded 1,000 sites × 400 days in ${((performance.now() - started) / 1000).toFixed(0)} s`);
});
buildUnlessSkipped(databaseUrl, distDir);

const row = (name: string, value: string, goal: string) =>
  console.log(`${name.padEnd(44)} ${value.padStart(12)}   ${goal}`);

const server = await startServer(databaseUrl, distDir);
try {
  const page = `${server.base}/status/${SLUG}`;
  const coldStarted = performance.now();
  const first = await fetch(page, { headers: { "accept-encoding": "identity" } });
  await first.arrayBuffer();
  const coldMs = performance.now() - coldStarted;
  const status = await measure(page, "");
  const minimal = await measure(`${server.base}/bench-minimal`, "");
  const json = await measure(`${server.base}/status/${SLUG}/status.json`, "");

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: BENCH_CHROME_FLAGS,
  });
  const scores: Record<"status" | "minimal", number[]> = { status: [], minimal: [] };
  try {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      for (const [name, url] of [
        ["status", page],
        ["minimal", `${server.base}/bench-minimal`],
      ] as const) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        scores[name].push(Math.round((result!.lhr.categories.performance!.score ?? 0) * 100));
      }
    }
  } finally {
    await chrome.kill();
  }

  console.log("\nfigure                                              value   goal (floor)");
  row(
    "status page, cached visit (median ms)",
    status.ms.toFixed(1),
    `≤ 50 ms and ≤ 2 × ${minimal.ms.toFixed(1)} ms (/bench-minimal)`,
  );
  row("status page, first visit (ms)", coldMs.toFixed(0), "the read itself, once per change");
  row("status JSON, cached (median ms)", json.ms.toFixed(1), "≤ 50 ms");
  row(
    "status page HTML (KB, 20 components)",
    (status.bytes / 1000).toFixed(1),
    `≤ 60 KB (minimal page: ${(minimal.bytes / 1000).toFixed(1)} KB)`,
  );
  row(
    "Lighthouse mobile performance (median)",
    String(median(scores.status)),
    `within 2 of ${median(scores.minimal)} (runs ${scores.status.join(",")} / ${scores.minimal.join(",")})`,
  );
} finally {
  server.stop();
}

// The fan-out runs in this process against the bench database, as the web server's workers would.
process.env.DATABASE_URL = databaseUrl;
process.env.PUBLIC_BASE_URL = "https://status.bench.example.test";
const { db, getDbHandle } = await import("@/lib/db");
const { sql, eq } = await import("drizzle-orm");
const { statusPages, statusSubscribers, statusDeliveries, outboxMessages } = await import("@/lib/db/schema");
const { createIncident } = await import("@/lib/incidents/incident-service");
const { processNotifications } = await import("@/lib/status-subscribers/fan-out");
const { enqueueMany } = await import("@/lib/outbox/enqueue");
try {
  const [page] = await db.select().from(statusPages).where(eq(statusPages.slug, SLUG));
  await db.execute(sql`delete from ${statusSubscribers} where page_id = ${page!.id}`);
  await db.execute(sql`
    insert into status_subscribers (page_id, channel, target, confirmed_at)
    select ${page!.id}, 'email', 'subscriber-' || n || '@bench.example.test', now() from generate_series(1, ${SUBSCRIBERS}) n`);
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [site] = rowsOf<{ site_id: number }>(
    await db.execute(sql`select site_id from status_page_components where page_id = ${page!.id} limit 1`),
  );

  // Floor: the same number of outbox rows, written by bare inserts of 1,000.
  const floorStarted = performance.now();
  await db
    .transaction(async (tx) => {
      for (let i = 0; i < SUBSCRIBERS; i += 1000) {
        await enqueueMany(
          tx,
          Array.from({ length: 1000 }, (_, j) => ({
            channel: "email" as const,
            recipient: `floor-${i + j}@bench.example.test`,
            subject: "x",
            body: "x",
          })),
        );
      }
      tx.rollback();
    })
    .catch(() => undefined);
  const floorMs = performance.now() - floorStarted;

  const started = performance.now();
  const write = await createIncident(
    db,
    {
      title: "Bench outage",
      impact: "major",
      siteIds: [Number(site!.site_id)],
      status: "investigating",
      body: "Investigating.",
    },
    "bench",
  );
  // First tries are the outbox's (and its provider's) own time, not the fan-out's: none here.
  const noDelivery = { deliver: async () => {} };
  const [a, b] = await Promise.all([processNotifications(noDelivery), processNotifications(noDelivery)]);
  const fanOutMs = performance.now() - started;
  const [counts] = rowsOf<{ deliveries: number; subscribers: number; messages: number }>(
    await db.execute(sql`
      select count(*)::int as deliveries, count(distinct d.subscriber_id)::int as subscribers, count(o.id)::int as messages
      from ${statusDeliveries} d left join ${outboxMessages} o on o.id = d.outbox_message_id
      where d.notification_id = ${write.notificationIds[0]!}`),
  );
  row(
    "fan-out to 10,000 subscribers, 2 workers (s)",
    (fanOutMs / 1000).toFixed(1),
    `≤ 300 s (floor: bare outbox inserts ${(floorMs / 1000).toFixed(1)} s)`,
  );
  row(
    "messages queued / subscribers reached",
    `${counts!.messages} / ${counts!.subscribers}`,
    `exactly ${SUBSCRIBERS} each (workers: ${a.queued} + ${b.queued})`,
  );
} finally {
  await getDbHandle().close();
}
