// GET /sitemap.xml - the public pages and every public portfolio project's page
import type { MetadataRoute } from "next";
import { LEGAL_LAST_UPDATED_ISO } from "@/components/landing/legal-page";
import { getPublicProjectDates } from "@/lib/portfolio/public-project-queries";
import { env } from "@/lib/env";
import { projectPagePath } from "@/lib/portfolio/public-paths";

/**
 * Drawn per request, never at build time: its URLs are on the run-time `PUBLIC_BASE_URL`, and the
 * projects' dates come from the data cache, which an admin's portfolio change expires.
 */
export const dynamic = "force-dynamic";

/**
 * `/`, `/work`, `/privacy`, `/terms` and `/projects/{id}` of each public project (visible, not a sample),
 * with `lastModified` from the database: a project's last change, and for `/` and `/work`, which show
 * the projects, the latest of those. Pages of /work after the first are reached by their links; the
 * share link's page is `noindex`.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const projects = await getPublicProjectDates();
  const url = (path: string) => new URL(path, env.PUBLIC_BASE_URL).href;
  const latest = projects.reduce<string | undefined>(
    (max, p) => (max === undefined || p.updatedAt > max ? p.updatedAt : max),
    undefined,
  );
  return [
    { url: url("/"), lastModified: latest, changeFrequency: "weekly", priority: 1 },
    { url: url("/work"), lastModified: latest, changeFrequency: "weekly", priority: 0.8 },
    { url: url("/privacy"), lastModified: LEGAL_LAST_UPDATED_ISO, changeFrequency: "yearly", priority: 0.3 },
    { url: url("/terms"), lastModified: LEGAL_LAST_UPDATED_ISO, changeFrequency: "yearly", priority: 0.3 },
    ...projects.map((project) => ({
      url: url(projectPagePath(project.id)),
      lastModified: project.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
