// GET /robots.txt - crawl rules (issue 16)
import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { robotsRules } from "@/lib/seo/robots-rules";

/** Static: drawn at build time from the admin screen registry and `PUBLIC_BASE_URL`. */
export default function robots(): MetadataRoute.Robots {
  return robotsRules(env.PUBLIC_BASE_URL);
}
