/**
 * Writing portfolio projects for Portfolio Management and the older /settings Portfolio tab
 * (docs/spec/site-and-admin.md §5 "Portfolio admin", §7 "Admin": create, update, show/hide, delete). A
 * sample project (docs/decisions/public-site.md "Sample projects and broken portfolio images") becomes the admin's own once it is saved or shown. Each function
 * takes the database or a transaction, so it runs without Next; the caller expires the landing page's cache.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/db";
import { portfolioProjects, type PortfolioProject } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import type { portfolioProjectSchema } from "./schemas";

const NOT_FOUND = "This project no longer exists. Reload the page to see the current list.";

/** A project's fields as both admin forms send them, after validation (URLs normalized, tags de-duplicated). */
export type PortfolioProjectFields = z.output<typeof portfolioProjectSchema>;

/** Stores a new project; answers the stored row. */
export async function createPortfolioProject(
  database: Database,
  input: PortfolioProjectFields,
): Promise<PortfolioProject> {
  const [row] = await database.insert(portfolioProjects).values(input).returning();
  return row!;
}

/**
 * Replaces every field of project `id` and makes it the admin's own (no longer a sample). An absent
 * `isFeatured` (the /settings form has none) leaves the flag as it is.
 * @throws AppError `not_found` when the project was deleted meanwhile.
 */
export async function updatePortfolioProject(
  database: Database,
  id: number,
  fields: PortfolioProjectFields,
): Promise<PortfolioProject> {
  const [row] = await database
    .update(portfolioProjects)
    .set({ ...fields, isSample: false })
    .where(eq(portfolioProjects.id, id))
    .returning();
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/**
 * Shows or hides project `id` on the website. Showing a sample publishes it: it stops being a sample;
 * hiding leaves a sample a sample.
 * @throws AppError `not_found` when the project was deleted meanwhile.
 */
export async function setPortfolioVisibility(
  database: Database,
  id: number,
  isVisible: boolean,
): Promise<{ id: number; isVisible: boolean }> {
  const [row] = await database
    .update(portfolioProjects)
    .set(isVisible ? { isVisible, isSample: false } : { isVisible })
    .where(eq(portfolioProjects.id, id))
    .returning({ id: portfolioProjects.id, isVisible: portfolioProjects.isVisible });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/**
 * Deletes project `id`. Deleting one that is already gone succeeds, unlike the other writes: the outcome
 * the admin wanted holds, so there is nothing to tell them.
 */
export async function deletePortfolioProject(database: Database, id: number): Promise<{ id: number }> {
  await database.delete(portfolioProjects).where(eq(portfolioProjects.id, id));
  return { id };
}
