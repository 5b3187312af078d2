/**
 * `npm run bench:leads`: the leads inbox at 200,000 leads and 1,000,000 messages (docs/sms.md "Leads"). Seeds a
 * fresh PostgreSQL database (bench/support/leads-seed.ts), builds once, starts `next start`, signs in
 * and prints the server time (median of 5 after a warm-up) and size of the inbox's first page, its
 * searches and filters, and one lead's timeline, beside the floor `/api/user` (a trivial authenticated
 * route) of the same server.
 *
 * Needs DATABASE_URL (a PostgreSQL server on this machine). BENCH_SKIP_BUILD=1 reuses NEXT_DIST_DIR
 * (default .next-bench); BENCH_SKIP_SEED=1 reuses the database of an earlier run.
 * Goal: ≤ 300 ms server time for the first page and a search.
 */
import {
  benchDatabase,
  buildUnlessSkipped,
  measure,
  RUNS,
  signIn,
  startServer,
  type Measure,
} from "./support/admin-server";
import { LEADS_SIZE, seedLeads, seededCode } from "./support/leads-seed";

const GOAL_MS = 300;

async function main() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
  const url = await benchDatabase("leads_bench", distDir, async (client) => {
    const started = performance.now();
    const timings = await seedLeads(client, LEADS_SIZE);
    const parts = Object.entries(timings).map(([t, s]) => `${t} ${s.toFixed(1)} s`);
    console.log(
      `Seeded ${LEADS_SIZE.leads.toLocaleString("en-US")} leads, ${LEADS_SIZE.messages.toLocaleString("en-US")} messages in ${((performance.now() - started) / 1000).toFixed(1)} s (${parts.join(", ")})`,
    );
  });
  buildUnlessSkipped(url, distDir);

  // A lead in the middle of the table with a phone and a code (even, and not 1 mod 3: see the seed).
  const middle = LEADS_SIZE.leads / 2 + 2;
  const digits = String(middle).padStart(7, "0");
  const targets: { label: string; path: string; goal: boolean }[] = [
    { label: "floor: /api/user", path: "/api/user", goal: false },
    { label: "inbox, first page", path: "/leads", goal: true },
    { label: "search a code", path: `/leads?q=${seededCode(middle)}`, goal: true },
    {
      label: "search a phone as typed",
      path: `/leads?q=${encodeURIComponent(`(555) ${digits.slice(0, 3)}-${digits.slice(3)}`)}`,
      goal: true,
    },
    { label: "search idea text (common word)", path: "/leads?q=dental", goal: true },
    { label: "search idea text (rare)", path: `/leads?q=${encodeURIComponent(`Idea ${middle - 7}:`)}`, goal: true },
    { label: "needs reply", path: "/leads?reply=needs-reply", goal: true },
    { label: "status + source", path: "/leads?status=proposal-sent&source=contact", goal: true },
    { label: "one lead's timeline", path: `/leads/${middle}`, goal: false },
  ];

  const server = await startServer(url, distDir);
  const results: [string, string, Measure, boolean][] = [];
  try {
    const cookie = await signIn(server.base);
    for (const target of targets)
      results.push([target.label, target.path, await measure(`${server.base}${target.path}`, cookie), target.goal]);
  } finally {
    server.stop();
  }

  console.log(
    `\nServer time (median of ${RUNS}) at ${LEADS_SIZE.leads.toLocaleString("en-US")} leads and ${LEADS_SIZE.messages.toLocaleString("en-US")} messages; goal ≤ ${GOAL_MS} ms`,
  );
  console.log("what                               ms     size  status  goal");
  let misses = 0;
  for (const [label, path, m, goal] of results) {
    const ok = m.status < 400 && (!goal || m.ms <= GOAL_MS);
    if (!ok) misses++;
    console.log(
      `${label.padEnd(32)} ${m.ms.toFixed(1).padStart(6)} ${`${(m.bytes / 1024).toFixed(0)} KB`.padStart(8)} ${String(m.status).padStart(7)}  ${goal ? (ok ? "met" : "MISSED") : ok ? "-" : "FAILED"}   ${path}`,
    );
  }
  console.log(`\n${misses === 0 ? "Every goal met." : `${misses} figure(s) missed their goal.`}`);
}

await main();
