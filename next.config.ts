import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and a data folder; argon2 ships a native addon. Both must load from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  // Lets several instances build and run from one checkout (the federation e2e test, parallel work).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // bench/landing builds with BENCH_PAGES=1 to add its minimal floor page (app/(bench)/*.bench.tsx).
  pageExtensions: process.env.BENCH_PAGES === "1" ? ["bench.tsx", "tsx", "ts"] : ["tsx", "ts"],
};

export default nextConfig;
