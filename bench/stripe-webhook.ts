/**
 * `npm run bench:stripe-webhook`: `POST /api/stripe/webhook` at a fixed 200 events/s beside the empty
 * route handler of the same production build at the same rate (the floor, measured in the same run
 * because these machines are noisy), against PostgreSQL. The events are shaped and signed as Stripe
 * sends them (tests/support/stripe-events.ts): for each seeded invoice a `checkout.session.completed`
 * (a payment), its `payment_intent.succeeded` (the same payment again), a replay of the first (the same
 * body and signature), a partial `charge.refunded`, and a session naming an invoice that does not exist.
 * A last run sends the same mix with the team's payment alert switched off, to show what that alert's
 * work after the response costs. Afterwards it checks that nothing was paid twice: one payment row per PaymentIntent and no invoice paid
 * beyond its total.
 *
 * Needs DATABASE_URL (a PostgreSQL server; the bench creates and prepares `<db>_stripebench` on it,
 * bench/support/admin-server.ts). Builds with BENCH_PAGES=1 into NEXT_DIST_DIR (default .next-bench;
 * BENCH_SKIP_BUILD=1 reuses it), starts `next start` on a free port and runs autocannon
 * (BENCH_CONNECTIONS connections, default 25, as Stripe delivers events concurrently) at BENCH_RATE
 * events/s (default 200) on each route in turn, BENCH_ROUNDS times (default 1) of BENCH_DURATION seconds
 * (default 10). Goal: the rate is kept, p99 ≤ 100 ms.
 */
import autocannon from "autocannon";
import { Client } from "pg";
import {
  checkoutSession,
  paymentIntent,
  refundedCharge,
  signStripeEvent,
  stripeEvent,
  stripeId,
} from "@/tests/support/stripe-events";
import { benchDatabase, buildUnlessSkipped, startServer } from "./support/admin-server";
import { figuresOf, summarize, type Figures } from "./support/autocannon-figures";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 25);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const GOAL_P99_MS = 100;
const SECRET = "whsec_bench_stripe_webhook_secret";
const EVENTS_PER_INVOICE = 5;
const PRICE_MINOR = 120_000;

interface Signed {
  body: string;
  headers: Record<string, string>;
}

const signed = (event: object): Signed => {
  const { payload, signature } = signStripeEvent(event, SECRET);
  return { body: payload, headers: { "content-type": "application/json", "stripe-signature": signature } };
};

/** The events of invoice `invoiceId`, in the order Stripe could send them, signed now. */
function invoiceEvents(invoiceId: number): Signed[] {
  const facts = { invoiceId: String(invoiceId), amount: PRICE_MINOR, currency: "eur", paymentIntent: stripeId("pi") };
  const completed = signed(stripeEvent("checkout.session.completed", checkoutSession(facts)));
  return [
    completed,
    signed(stripeEvent("payment_intent.succeeded", paymentIntent(facts))),
    completed,
    signed(
      stripeEvent(
        "charge.refunded",
        refundedCharge({ paymentIntent: facts.paymentIntent, amount: PRICE_MINOR, currency: "eur" }, [10_000]),
      ),
    ),
    signed(
      stripeEvent(
        "checkout.session.completed",
        checkoutSession({ ...facts, invoiceId: String(invoiceId + 10_000_000) }),
      ),
    ),
  ];
}

/** Sends `pool` (or the floor route's empty body) at `RATE` for `DURATION_S`. */
async function run(url: string, pool: Signed[] | null): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION_S,
    overallRate: RATE,
    requests: [
      {
        setupRequest: (request) => {
          const message = pool ? pool[n++ % pool.length]! : { body: "", headers: {} };
          return { ...request, method: "POST", body: message.body, headers: message.headers };
        },
      },
    ],
  });
  return figuresOf(result);
}

/** Seeds `count` issued invoices of €1,200.00 to one client; their ids. */
async function seedInvoices(client: Client, count: number): Promise<number[]> {
  const lead = await client.query<{ id: number }>(`insert into leads (name) values ('Bench client') returning id`);
  const leadId = lead.rows[0]!.id;
  const quote = await client.query<{ id: number }>(
    `insert into quotes (lead_id, currency, title) values ($1, 'EUR', 'Bench quote') returning id`,
    [leadId],
  );
  const project = await client.query<{ id: number }>(
    `insert into projects (lead_id, quote_id, name) values ($1, $2, 'Bench project') returning id`,
    [leadId, quote.rows[0]!.id],
  );
  const rows = await client.query<{ id: number }>(
    `insert into invoices (project_id, lead_id, client_name, kind, number, status, issue_date, due_date, currency, lines, subtotal_minor, total_minor)
     select $1, $2, 'Bench client', 'standard', 'B-' || lpad(g::text, 6, '0'), 'issued', '2026-01-01', '2026-01-15', 'EUR', '[]'::jsonb, $3, $3
     from generate_series(1, $4) g returning id`,
    [project.rows[0]!.id, leadId, PRICE_MINOR, count],
  );
  return rows.rows.map((r) => r.id);
}

async function main() {
  // The floor route is built only with BENCH_PAGES=1; the server verifies the events with this secret.
  process.env.BENCH_PAGES = "1";
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
  const perRun = Math.ceil((RATE * DURATION_S * 1.2) / EVENTS_PER_INVOICE);
  let invoiceIds: number[] = [];
  const databaseUrl = await benchDatabase("stripebench", distDir, async (client) => {
    invoiceIds = await seedInvoices(client, perRun * (2 * ROUNDS + 1));
  });
  buildUnlessSkipped(databaseUrl, distDir);
  const server = await startServer(databaseUrl, distDir);
  const database = new Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const base = server.base;
    const routes = { floor: `${base}/api/bench-empty`, webhook: `${base}/api/stripe/webhook` };
    // Each run gets invoices of its own, signed just before it (Stripe's signatures last 5 minutes).
    let next = 0;
    const pool = () => invoiceIds.slice(next, (next += perRun)).flatMap(invoiceEvents);
    const probe = pool();
    const answer = await fetch(routes.webhook, { method: "POST", headers: probe[0]!.headers, body: probe[0]!.body });
    if (answer.status !== 200 || !(await answer.text()).includes('"paid"'))
      throw new Error(`webhook probe answered ${answer.status}`);
    // Warm both routes (JIT, connection pool) on the probe's invoices before measuring.
    await run(routes.floor, null);
    await run(routes.webhook, probe.slice(1));

    const samples: Record<"floor" | "webhook" | "no-alert", Figures[]> = { floor: [], webhook: [], "no-alert": [] };
    for (let round = 0; round < ROUNDS; round++) {
      samples.floor.push(await run(routes.floor, null));
      samples.webhook.push(await run(routes.webhook, pool()));
    }
    // The same events with the team's payment alert switched off: what the alert's work after each
    // payment's response (its rule, channels, outbox rows and first tries) costs the same process.
    await database.query(`update alert_rules set enabled = false where kind = 'invoice_paid'`);
    for (let round = 0; round < ROUNDS; round++) samples["no-alert"].push(await run(routes.webhook, pool()));
    const { rows } = await database.query<{ twice: string; over: string; payments: string; events: string }>(
      `select (select count(*) from (select reference from invoice_payments where method = 'stripe' and amount_minor > 0
                group by reference having count(*) > 1) t) as twice,
              (select count(*) from invoices where amount_paid_minor > total_minor) as over,
              (select count(*) from invoice_payments where amount_minor > 0) as payments,
              (select count(*) from stripe_events) as events`,
    );
    const check = rows[0]!;
    console.log(
      `\nautocannon, ${CONNECTIONS} connections, ${RATE} events/s, medians of ${ROUNDS} run(s) of ${DURATION_S} s; floor = the empty route of the same build`,
    );
    console.log("route     req/s    p50 ms   p99 ms   non-2xx  errors   (no-alert: webhook, payment alert off)");
    for (const [name, runs] of Object.entries(samples)) {
      const f = summarize(runs);
      console.log(
        `${name.padEnd(9)} ${f.rps.toFixed(0).padStart(5)} ${f.p50.toFixed(1).padStart(9)} ${f.p99.toFixed(1).padStart(8)} ${String(f.non2xx).padStart(9)} ${String(f.errors).padStart(7)}`,
      );
    }
    const webhook = summarize(samples.webhook);
    const floor = summarize(samples.floor);
    const met =
      webhook.rps >= RATE * 0.95 && webhook.p99 <= GOAL_P99_MS && webhook.non2xx === 0 && webhook.errors === 0;
    console.log(
      `\nwebhook: ${webhook.rps.toFixed(0)} events/s (goal ${RATE}), p50 ${webhook.p50.toFixed(1)} ms, p99 ${webhook.p99.toFixed(1)} ms (goal ≤ ${GOAL_P99_MS} ms; floor p99 ${floor.p99.toFixed(1)} ms): ${met ? "goal met" : "GOAL MISSED"}`,
    );
    console.log(
      `recorded: ${check.events} events, ${check.payments} payments; paid twice: ${check.twice}; invoices paid beyond their total: ${check.over}`,
    );
  } finally {
    await database.end();
    server.stop();
  }
}

await main();
