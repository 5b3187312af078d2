import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // PGlite ships WASM and a data folder; argon2 ships a native addon. Both must load from node_modules at run time.
  // node-ical (hosts' calendars, lib/bookings/parse-busy-times.ts) pulls in a Temporal polyfill whose
  // bundled copy fails at load ("BigInt is not a function"); Node loads it as published.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "node-ical"],
  poweredByHeader: false,
  // Self-hosted: the page and data cache is scoped by the run-time PUBLIC_BASE_URL, so a page the build
  // prerendered without an address is never served and a start with another address starts empty
  // (docs/decisions/data-and-jobs.md "Public pages agree across instances and addresses"). Vercel keeps its own cache.
  cacheHandler: process.env.VERCEL
    ? undefined
    : fileURLToPath(new URL("./lib/cache/address-scoped-cache-handler.mjs", import.meta.url)),
  // `npm test` has just run `npm run typecheck` (route types from `next typegen`, then tsc over the same tsconfig),
  // so its e2e build skips the identical check (SKIP_BUILD_TYPECHECK=1); every other build keeps it.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Lets several instances build and run from one checkout (the federation e2e test, parallel work).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // bench/ scripts build with BENCH_PAGES=1 to add their floors: the minimal page and the empty route handler (app/(bench)/**/*.bench.ts[x]).
  pageExtensions: process.env.BENCH_PAGES === "1" ? ["bench.tsx", "bench.ts", "tsx", "ts"] : ["tsx", "ts"],
  // The landing hero's stock photo (components/landing/hero-background.tsx): resized per viewport and served as AVIF or WebP.
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: [{ protocol: "https", hostname: "images.pexels.com", pathname: "/photos/**" }],
  },
  // A project code's share link, `/?code=XXXX`, is served by the landing page's twin app/(marketing)/redeem, whose metadata
  // unfurls the generic share card; the address the visitor sees stays as sent (docs/decisions/public-site.md "Search and share metadata").
  async rewrites() {
    return {
      beforeFiles: [{ source: "/", has: [{ type: "query", key: "code" }], destination: "/redeem" }],
      afterFiles: [],
      fallback: [],
    };
  },
  // Every response, pages and API alike; proxy.ts gives the admin console a stricter, nonce-based CSP.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ production: process.env.NODE_ENV === "production" }) },
      // The client's page carries its secret in the path: never indexed, never sent on as a Referer
      // (docs/decisions/quotes-and-projects.md "The client's page"). Next.js marks the dynamic page itself
      // `private, no-store`.
      {
        source: "/c/:path*",
        headers: [
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Referrer-Policy", value: "no-referrer" },
        ],
      },
    ];
  },
};

export default nextConfig;
