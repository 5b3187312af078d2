import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and a data folder; argon2 ships a native addon. Both must load from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  // Lets several instances build and run from one checkout (the federation e2e test, parallel work).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // bench/ scripts build with BENCH_PAGES=1 to add their floors: the minimal page and the empty route handler (app/(bench)/**/*.bench.ts[x]).
  pageExtensions: process.env.BENCH_PAGES === "1" ? ["bench.tsx", "bench.ts", "tsx", "ts"] : ["tsx", "ts"],
};

export default nextConfig;
