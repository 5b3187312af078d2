// GET /robots.txt - crawl rules (docs/decisions/public-site.md "Search and share metadata")
import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { robotsRules } from "@/lib/seo/robots-rules";

/** Drawn per request, never at build time: its `Sitemap:` line is the run-time `PUBLIC_BASE_URL`. */
export const dynamic = "force-dynamic";

/** The rules, from the admin screen registry. */
export default function robots(): MetadataRoute.Robots {
  return robotsRules(env.PUBLIC_BASE_URL);
}
