// POST /api/bench-empty - the floor for bench/sms-webhook: an empty TwiML answer, nothing read or stored.
// Built only when BENCH_PAGES=1 (next.config.ts pageExtensions), so production never serves it.
export function POST() {
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response/>', {
    headers: { "content-type": "text/xml; charset=utf-8" },
  });
}
