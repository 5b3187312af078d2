/** /sitemap.xml (docs/decisions/public-site.md "Search and share metadata"): the public pages and each public project with its last change from the database. */
import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, it, vi } from "vitest";
import sitemap from "@/app/sitemap";
import { db } from "@/lib/db";
import { portfolioProjects } from "@/lib/db/schema";
import { env } from "@/lib/env";

// The data cache needs a running Next.js server; here every read goes to the database.
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  unstable_cache: <T>(fn: T) => fn,
}));

const ids: number[] = [];
afterAll(async () => {
  await db.delete(portfolioProjects).where(inArray(portfolioProjects.id, ids));
});

it("lists the public pages and visible projects, omits hidden and sample ones, and dates each by its last change", async () => {
  const rows = await db
    .insert(portfolioProjects)
    .values([
      { title: "Sitemap Visible", description: "Public." },
      { title: "Sitemap Hidden", description: "Hidden.", isVisible: false },
      { title: "Sitemap Sample", description: "Sample.", isSample: true },
    ])
    .returning();
  ids.push(...rows.map((row) => row.id));
  const [visible, hidden, sample] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const edited = new Date("2030-05-06T07:08:09.000Z");
  await db.update(portfolioProjects).set({ updatedAt: edited }).where(eq(portfolioProjects.id, visible.id));

  const entries = await sitemap();
  const url = (path: string) => new URL(path, env.PUBLIC_BASE_URL).href;
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));

  for (const path of ["/", "/work", "/privacy", "/terms"]) expect(byUrl.has(url(path)), path).toBe(true);
  expect(byUrl.get(url(`/projects/${visible.id}`))?.lastModified).toBe(edited.toISOString());
  expect(byUrl.has(url(`/projects/${hidden.id}`))).toBe(false);
  expect(byUrl.has(url(`/projects/${sample.id}`))).toBe(false);
  // The landing page shows the projects: it changed when the latest of them did.
  expect(byUrl.get(url("/"))?.lastModified).toBe(edited.toISOString());
});

it("bumps a project's last change on every update", async () => {
  const long = new Date("2020-01-01T00:00:00Z");
  const [row] = await db
    .insert(portfolioProjects)
    .values({ title: "Sitemap Bump", description: "Before.", createdAt: long, updatedAt: long })
    .returning();
  ids.push(row!.id);
  const [updated] = await db
    .update(portfolioProjects)
    .set({ description: "After." })
    .where(eq(portfolioProjects.id, row!.id))
    .returning();
  expect(updated!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
});
