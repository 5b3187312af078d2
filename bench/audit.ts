/**
 * `npm run bench:audit`: what auditing costs at 1,000,000 audit rows (docs/decisions/auth-and-roles.md "Audit log screen and
 * upkeep"). Seeds a fresh PostgreSQL database with 1,000,000 `audit_log` rows over 400 days and 2,000 leads,
 * then measures, each beside its floor taken in the same run:
 *
 * - an audited action's body (`leads.details`: the note and follow-up of a lead, in its own transaction)
 *   with its audit row (`runAudited`, as lib/action.ts runs it) and without (the same body alone), p50 and p99
 *   of `ACTION_RUNS` interleaved calls in this process, over the same connection pool the server uses;
 * - /audit-log's first page and filtered pages through `next start` (production build), median of 5, beside
 *   the floor `/api/user` (a trivial authenticated route) of the same server.
 *
 * Needs DATABASE_URL (a PostgreSQL server on this machine). BENCH_SKIP_BUILD=1 reuses NEXT_DIST_DIR (default
 * .next-bench); BENCH_SKIP_SEED=1 reuses the database of an earlier run.
 * Goals: the audit row adds ≤ 3 ms to the action's p50; each log page answers in ≤ 300 ms.
 */
import type { Client } from "pg";
import {
  benchDatabase,
  buildUnlessSkipped,
  measure,
  RUNS,
  serverEnv,
  signIn,
  startServer,
  type Measure,
} from "./support/admin-server";
import { loadWithoutIndexes } from "./support/bulk-load";

const AUDIT_ROWS = 1_000_000;
const LEADS = 2_000;
const ACTION_RUNS = 400;
const ACTION_GOAL_MS = 3;
const PAGE_GOAL_MS = 300;

/** The actions the seeded rows name, as the live log mixes them (jobs most, sign-ins, lead work). */
const SEEDED_ACTIONS = [
  "job.outbox-retry",
  "job.uptime-check",
  "auth.sign-in",
  "leads.status",
  "leads.details",
  "leads.reply",
  "codes.generate",
  "sites.update",
];

async function seed(client: Client): Promise<void> {
  const started = performance.now();
  await client.query("SET maintenance_work_mem = '256MB'");
  await client.query(
    `INSERT INTO leads (name, email) SELECT 'Bench ' || i, 'bench' || i || '@example.test' FROM generate_series(1, ${LEADS}) i`,
  );
  const actions = `(ARRAY[${SEEDED_ACTIONS.map((a) => `'${a}'`).join(", ")}])[1 + i % ${SEEDED_ACTIONS.length}]`;
  // Every seventh row is the system's (a job); the rest are five team members acting on leads.
  const seconds = await loadWithoutIndexes(
    client,
    "audit_log",
    `INSERT INTO audit_log (at, actor_id, actor_username, action, target_type, target_id, ip_address, user_agent, outcome, changes)
     SELECT now() - ((${AUDIT_ROWS} - i) * (interval '400 days' / ${AUDIT_ROWS})),
            CASE WHEN i % 7 = 0 THEN NULL ELSE 1 + i % 5 END,
            CASE WHEN i % 7 = 0 THEN 'system' ELSE 'member' || (1 + i % 5) END,
            CASE WHEN i % 7 = 0 THEN 'job.outbox-retry' ELSE ${actions} END,
            'lead', (1 + i % ${LEADS})::text, '198.51.100.' || (i % 250), 'Mozilla/5.0 (bench)',
            CASE WHEN i % 50 = 0 THEN 'refused' ELSE 'ok' END,
            jsonb_build_object('id', 1 + i % ${LEADS}, 'ownerNote', 'Call back ' || i)
     FROM generate_series(1, ${AUDIT_ROWS}) i`,
  );
  await client.query("ANALYZE audit_log");
  await client.query("ANALYZE leads");
  console.log(
    `Seeded ${AUDIT_ROWS.toLocaleString("en-US")} audit rows (${seconds.toFixed(1)} s) and ${LEADS.toLocaleString("en-US")} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The value below which `share` of `values` fall (nearest rank). */
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;

/**
 * The action's body with and without its audit row, interleaved so both meet the same cache and load.
 * Imported after DATABASE_URL points at the bench database: lib/db reads it once.
 */
async function measureAction(url: string): Promise<{ without: number[]; with: number[] }> {
  Object.assign(process.env, serverEnv(url, "http://127.0.0.1", ".next-bench"));
  const { db } = await import("@/lib/db");
  const { runAudited } = await import("@/lib/audit/audited");
  const { updateLeadDetails } = await import("@/lib/leads/update-lead");
  const body = (i: number) => () =>
    db.transaction((tx) =>
      updateLeadDetails(tx, 1 + (i % LEADS), { ownerNote: `Bench note ${i}`, nextFollowUpOn: null }, "member1"),
    );
  const pending = (i: number) => ({
    actor: { id: 1, username: "member1" },
    action: "leads.details",
    ipAddress: "198.51.100.7",
    userAgent: "Mozilla/5.0 (bench)",
    changes: { id: 1 + (i % LEADS), ownerNote: `Bench note ${i}`, nextFollowUpOn: "" },
    target: () => ({ type: "lead", id: 1 + (i % LEADS) }),
  });
  const times = { without: [] as number[], with: [] as number[] };
  const time = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  // A warm-up of each, then pairs in alternating order.
  for (let i = 0; i < 20; i++) {
    await body(i)();
    await runAudited(pending(i), body(i));
  }
  for (let i = 0; i < ACTION_RUNS; i++) {
    const n = 100 + i;
    if (i % 2 === 0) {
      times.without.push(await time(body(n)));
      times.with.push(await time(() => runAudited(pending(n), body(n))));
    } else {
      times.with.push(await time(() => runAudited(pending(n), body(n))));
      times.without.push(await time(body(n)));
    }
  }
  return times;
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
  const url = await benchDatabase("audit_bench", distDir, seed);
  buildUnlessSkipped(url, distDir);

  const today = new Date().toISOString().slice(0, 10);
  const targets: { label: string; path: string; goal: boolean }[] = [
    { label: "floor: /api/user", path: "/api/user", goal: false },
    { label: "/audit-log, first page", path: "/audit-log", goal: true },
    { label: "filter: one action", path: "/audit-log?action=leads.reply", goal: true },
    { label: "filter: one actor", path: "/audit-log?actor=3", goal: true },
    { label: "filter: one lead's history", path: `/audit-log?targetType=lead&targetId=${LEADS / 2}`, goal: true },
    { label: "filter: system, refused", path: "/audit-log?actor=system&outcome=refused", goal: true },
    { label: "filter: today", path: `/audit-log?from=${today}&to=${today}`, goal: true },
    { label: "search", path: "/audit-log?q=codes.generate", goal: true },
  ];
  const server = await startServer(url, distDir);
  const pages: [string, string, Measure, boolean][] = [];
  try {
    const cookie = await signIn(server.base);
    for (const target of targets)
      pages.push([target.label, target.path, await measure(`${server.base}${target.path}`, cookie), target.goal]);
  } finally {
    server.stop();
  }

  const action = await measureAction(url);
  let misses = 0;
  const p50 = { without: percentile(action.without, 0.5), with: percentile(action.with, 0.5) };
  const added = p50.with - p50.without;
  if (added > ACTION_GOAL_MS) misses++;
  console.log(
    `\nAction leads.details (one transaction), ${ACTION_RUNS} runs each, interleaved; goal: the audit row adds ≤ ${ACTION_GOAL_MS} ms p50`,
  );
  console.log("what                          p50 ms   p99 ms");
  console.log(
    `floor: without audit row   ${p50.without.toFixed(2).padStart(8)} ${percentile(action.without, 0.99).toFixed(2).padStart(8)}`,
  );
  console.log(
    `with audit row             ${p50.with.toFixed(2).padStart(8)} ${percentile(action.with, 0.99).toFixed(2).padStart(8)}`,
  );
  console.log(
    `added by the audit row     ${added.toFixed(2).padStart(8)}          ${added <= ACTION_GOAL_MS ? "met" : "MISSED"}`,
  );

  console.log(
    `\n/audit-log at ${AUDIT_ROWS.toLocaleString("en-US")} rows, server time (median of ${RUNS}); goal ≤ ${PAGE_GOAL_MS} ms`,
  );
  console.log("what                              ms     size  status  goal");
  for (const [label, path, m, goal] of pages) {
    const ok = m.status < 400 && (!goal || m.ms <= PAGE_GOAL_MS);
    if (!ok) misses++;
    console.log(
      `${label.padEnd(30)} ${m.ms.toFixed(1).padStart(6)} ${`${(m.bytes / 1024).toFixed(0)} KB`.padStart(8)} ${String(m.status).padStart(7)}  ${goal ? (ok ? "met" : "MISSED") : ok ? "-" : "FAILED"}   ${path}`,
    );
  }
  console.log(`\n${misses === 0 ? "Every goal met." : `${misses} figure(s) missed their goal.`}`);
  process.exit(0);
}

await main();
