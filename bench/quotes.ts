/**
 * `npm run bench:quotes`: /quotes' query at 1,000 quotes of 20 lines each, and the time to a quote's PDF
 * (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"). Seeds a fresh PostgreSQL database, then, in
 * this process, times the list's page read (`pageQuotes`: the page, its capped count and the totals per
 * currency) for the first page, a status, a search, a value range and a date range (median of 5 after a
 * warm-up), and prints a 20-line offer and seals its signed copy with the Chromium at CHROMIUM_PATH.
 *
 * Needs DATABASE_URL (a PostgreSQL server on this machine). BENCH_SKIP_SEED=1 reuses the database of an
 * earlier run. Goals: ≤ 300 ms per list read; the offer's PDF ≤ 3 s.
 */
import type { Client } from "pg";
import { benchDatabase } from "./support/admin-server";

const QUOTES = 1_000;
const ITEMS = 20;
const LIST_GOAL_MS = 300;
const PDF_GOAL_MS = 3_000;
const RUNS = 5;

async function seed(client: Client): Promise<void> {
  await client.query(
    `insert into leads (name, email) select 'Bench lead ' || g, 'bench' || g || '@example.test' from generate_series(1, ${QUOTES}) g`,
  );
  const items = `(select jsonb_agg(jsonb_build_object('description', 'Line ' || i || ' of quote ' || q.id, 'quantityMilli', 1000 * i, 'unit', 'hour', 'unitPriceMinor', 10000 + i, 'discountBp', 0, 'taxRateBp', null)) from generate_series(1, ${ITEMS}) i)`;
  await client.query(`
    insert into quotes (lead_id, currency, status, title, total_minor, client_name, created_at, sent_at)
    select l.id, 'USD', (array['draft','sent','viewed','accepted','declined'])[1 + l.id % 5],
      'Bench quote ' || l.id, 100000 * (l.id % 97), l.name, now() - (l.id || ' hours')::interval,
      case when l.id % 5 = 0 then null else now() - (l.id || ' hours')::interval end
    from leads l where l.email like 'bench%@example.test'`);
  await client.query(`
    insert into quote_versions (quote_id, number, title, items, valid_until, total_minor)
    select q.id, 1, q.title, ${items}, current_date + 30, q.total_minor from quotes q`);
  await client.query("analyze");
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function main() {
  const url = await benchDatabase("quotes_bench", ".next-bench", seed);
  process.env.DATABASE_URL = url;
  const { pageQuotes } = await import("@/lib/quotes/queries");
  const { renderPdf } = await import("@/lib/status-reports/render-pdf");
  const { sealPdf } = await import("@/lib/quotes/seal-pdf");
  const { offerHtml, signedOfferHtml } = await import("@/lib/quotes/offer-html");
  const { offerDocument } = await import("@/lib/quotes/offer-document");
  const { db } = await import("@/lib/db");
  const { quotes, quoteVersions } = await import("@/lib/db/schema");
  const { eq } = await import("drizzle-orm");

  const base = {
    q: "",
    status: "all",
    assigned: "all",
    min: "",
    max: "",
    from: "",
    to: "",
    userId: 1,
    cursor: null,
    dir: "next",
    size: 25,
  } as const;
  const reads = [
    { label: "first page", request: base },
    { label: "status = viewed", request: { ...base, status: "viewed" } },
    { label: "search a title", request: { ...base, q: "Bench quote 507" } },
    { label: "value 1,000–5,000", request: { ...base, min: "1000", max: "5000" } },
    {
      label: "created last 7 days",
      request: { ...base, from: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) },
    },
  ] as const;
  console.log(
    `\nList reads at ${QUOTES.toLocaleString("en-US")} quotes × ${ITEMS} lines (median of ${RUNS}); goal ≤ ${LIST_GOAL_MS} ms`,
  );
  let misses = 0;
  for (const { label, request } of reads) {
    const ms = await median(() => pageQuotes(request));
    if (ms > LIST_GOAL_MS) misses++;
    console.log(`${label.padEnd(24)} ${ms.toFixed(1).padStart(7)} ms  ${ms <= LIST_GOAL_MS ? "met" : "MISSED"}`);
  }

  const [row] = await db
    .select({ quote: quotes, version: quoteVersions })
    .from(quotes)
    .innerJoin(quoteVersions, eq(quoteVersions.quoteId, quotes.id))
    .limit(1);
  const doc = offerDocument(row!.quote, row!.version);
  const started = performance.now();
  const offered = await renderPdf(offerHtml(doc));
  const offerMs = performance.now() - started;
  const signedStarted = performance.now();
  const printed = await renderPdf(
    signedOfferHtml(doc, {
      typedName: "Bench Client",
      acceptedAt: new Date(),
      clientIp: "203.0.113.1",
      userAgent: "bench",
      sentTo: "bench@example.test",
      contentSha256: "0".repeat(64),
      offeredPdfSha256: "0".repeat(64),
      signaturePngBase64: null,
      events: [],
    }),
  );
  const sealed = await sealPdf(printed, "bench", new Date());
  const signedMs = performance.now() - signedStarted;
  for (const [label, ms, bytes] of [
    ["offer PDF (20 lines)", offerMs, offered.length],
    ["signed + sealed PDF", signedMs, sealed.length],
  ] as const) {
    if (ms > PDF_GOAL_MS) misses++;
    console.log(
      `${label.padEnd(24)} ${ms.toFixed(0).padStart(7)} ms  ${(bytes / 1024).toFixed(0)} KB  ${ms <= PDF_GOAL_MS ? "met" : "MISSED"} (goal ≤ ${PDF_GOAL_MS} ms)`,
    );
  }
  console.log(`\n${misses === 0 ? "Every goal met." : `${misses} figure(s) missed their goal.`}`);
  process.exit(0);
}

void main();
