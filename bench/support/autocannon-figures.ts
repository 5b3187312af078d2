/**
 * What the route benches (bench/sms-webhook.ts, bench/stripe-webhook.ts) read from autocannon: the rate
 * and latencies of one run, their medians over several, and a wait for a route of the server under test.
 */
import type autocannon from "autocannon";
import { median } from "./admin-server";

/** What one autocannon run answers. */
type Result = Awaited<ReturnType<typeof autocannon>>;

/** One run: requests per second (mean), p50 and p99 latency (ms), and the failures. */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The figures of one autocannon run. */
export function figuresOf(result: Result): Figures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Medians of the rates and latencies, totals of the failures. */
export function summarize(runs: Figures[]): Figures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Resolves once an empty `POST` to `url` answers 2xx (about two minutes at most). */
export async function waitForPost(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url, { method: "POST" })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}
