// GET /robots.txt - crawl rules (issue 16)
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";
import { robotsRules } from "@/lib/seo/robots-rules";

/** Drawn per request from the admin screen registry and the run-time `PUBLIC_BASE_URL` (the `Sitemap:` line), never at build time. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return robotsRules(env.PUBLIC_BASE_URL);
}
