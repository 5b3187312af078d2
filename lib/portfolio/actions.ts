"use server";
/**
 * Portfolio server actions shared by Portfolio Management and the older /settings Portfolio tab
 * (docs/spec/site-and-admin.md §7 "Admin": create, update, show/hide, delete, generate-description,
 * capture-screenshot). Every change expires the landing page's portfolio cache at once (§7: "the
 * public list is refreshed afterwards").
 */
import { revalidatePath, updateTag } from "next/cache";
import { adminAction } from "@/lib/action";
import { announceExpiredTags } from "@/lib/cache/expire-tags";
import { generatePortfolioDescription } from "@/lib/ai/portfolio-description";
import { db } from "@/lib/db";
import { PORTFOLIO_TAG } from "./queries";
import type { PortfolioProject } from "@/lib/db/schema";
import {
  captureScreenshotSchema,
  generateDescriptionSchema,
  portfolioProjectIdSchema,
  portfolioProjectSchema,
  portfolioVisibilitySchema,
  updatePortfolioProjectSchema,
} from "./schemas";
import {
  createPortfolioProject,
  deletePortfolioProject,
  setPortfolioVisibility,
  updatePortfolioProject,
} from "./projects";
import { captureProjectScreenshot } from "./screenshot";

/** Expires the landing page's portfolio (here and on the other instances) and re-renders both admin screens that list projects. */
function portfolioChanged(): void {
  updateTag(PORTFOLIO_TAG);
  announceExpiredTags([PORTFOLIO_TAG]);
  revalidatePath("/portfolio-management");
  revalidatePath("/settings");
}

/** Creates a project; answers the stored row. */
export const createPortfolioProjectAction = adminAction(
  "portfolio.create",
  portfolioProjectSchema,
  async (input): Promise<PortfolioProject> => {
    const row = await createPortfolioProject(db, input);
    portfolioChanged();
    return row;
  },
);

/** Replaces every field of a project; answers the stored row. Saving a sample makes it the admin's own (no longer a sample). */
export const updatePortfolioProjectAction = adminAction(
  "portfolio.update",
  updatePortfolioProjectSchema,
  async ({ id, ...fields }): Promise<PortfolioProject> => {
    const row = await updatePortfolioProject(db, id, fields);
    portfolioChanged();
    return row;
  },
);

/**
 * Shows or hides a project on the website (the card's eye button; a sample's Publish button). Showing
 * a sample publishes it: it stops being a sample.
 */
export const setPortfolioVisibilityAction = adminAction(
  "portfolio.visibility",
  portfolioVisibilitySchema,
  async ({ id, isVisible }) => {
    const row = await setPortfolioVisibility(db, id, isVisible);
    portfolioChanged();
    return row;
  },
);

/** Deletes a project. Deleting one that is already gone succeeds: the outcome the admin wanted holds. */
export const deletePortfolioProjectAction = adminAction(
  "portfolio.delete",
  portfolioProjectIdSchema,
  async ({ id }) => {
    const row = await deletePortfolioProject(db, id);
    portfolioChanged();
    return row;
  },
);

/** Generate with AI: a description from title, project URL and technologies (model or template). */
export const generateDescriptionAction = adminAction("portfolio.describe", generateDescriptionSchema, async (input) =>
  generatePortfolioDescription(input),
);

/** Capture Screenshot: a PNG of the project URL, stored; answers `{ screenshotUrl }`. */
export const captureScreenshotAction = adminAction(
  "portfolio.screenshot",
  captureScreenshotSchema,
  async ({ url }, { user }) => captureProjectScreenshot(url, user.username),
);
