// The floor for bench/public-pages: the smallest page the same build can serve, with the same root layout.
// Built only when BENCH_PAGES=1 (next.config.ts pageExtensions), so production never serves it.
export default function MinimalPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-semibold">Minimal page</h1>
      <p>Baseline for the landing page benchmark.</p>
    </main>
  );
}
