/**
 * Portfolio project rules, shared by the Portfolio Management dialog, the older /settings form and
 * their server actions (docs/spec/site-and-admin.md §5 "Portfolio admin", "Site-settings portfolio form"):
 * title and description required ("Please fill in all required fields"); empty image and project
 * URLs stored as null; technology tags trimmed, blanks and duplicates ignored.
 */
import { z } from "zod";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { cutText } from "@/lib/format/text";

/** The spec's message for a missing title or description (§5). */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/** Limits where the spec is silent: the title matches its column; the rest keep rows and cards sane. */
export const PORTFOLIO_LIMITS = { title: 255, description: 5000, url: 2048, technology: 50, technologies: 20 } as const;

// A scheme followed by a digit is a host and port ("localhost:3000"), not a scheme.
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * Tidies a URL typed by an admin: trims it, answers null when empty (spec §5: sent as null), and
 * prefixes `https://` when no scheme is given ("example.com", "//example.com" → "https://example.com"). A site-relative
 * path ("/api/screenshots/3", what Capture Screenshot returns) is kept as it is. Does not validate.
 */
export function normalizeUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? "";
  if (!value) return null;
  if (value.startsWith("//")) return `https:${value}`;
  if (value.startsWith("/")) return value;
  return SCHEME.test(value) ? value : `https://${value}`;
}

/** True for an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A nullable URL field: normalized, then an http(s) URL (or, with `allowPath`, a site-relative path). */
function urlField(message: string, allowPath: boolean) {
  return userText({ label: "URL", trim: false })
    .max(PORTFOLIO_LIMITS.url, `URLs must be at most ${PORTFOLIO_LIMITS.url} characters`)
    .nullish()
    .transform((raw, ctx) => {
      const value = normalizeUrl(raw);
      if (value === null) return null;
      if (isHttpUrl(value) || (allowPath && value.startsWith("/"))) return value;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

/**
 * Adds a typed tag to the list (the dialog's Add button and Enter key): trimmed; a blank tag or one
 * already present, compared case-insensitively, leaves the list as it was (spec §5).
 */
export function addTechnology(technologies: readonly string[], raw: string): string[] {
  const tag = cutText(raw.trim(), PORTFOLIO_LIMITS.technology, { marker: "" });
  if (!tag) return [...technologies];
  const taken = technologies.some((t) => t.toLowerCase() === tag.toLowerCase());
  return taken ? [...technologies] : [...technologies, tag];
}

/** Removes a tag (clicking it in the dialog). */
export function removeTechnology(technologies: readonly string[], tag: string): string[] {
  return technologies.filter((t) => t !== tag);
}

/** Trims, drops blanks and duplicates, keeping first occurrences in order. */
export function normalizeTechnologies(technologies: readonly string[]): string[] {
  return technologies.reduce<string[]>((list, tag) => addTechnology(list, tag), []);
}

/** The older settings form's comma-separated field (spec §5): split on commas, trimmed, empties removed. */
export function parseTechnologyList(csv: string): string[] {
  return normalizeTechnologies(csv.split(","));
}

/** The fields of a project as both admin screens send them. */
export const portfolioProjectSchema = z.object({
  title: userText({ label: "Title" })
    .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
    .max(PORTFOLIO_LIMITS.title, `Title must be at most ${PORTFOLIO_LIMITS.title} characters`),
  description: userText({ label: "Description", multiline: true })
    .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
    .max(PORTFOLIO_LIMITS.description, `Description must be at most ${PORTFOLIO_LIMITS.description} characters`),
  imageUrl: urlField("Please enter a valid image URL", true),
  projectUrl: urlField("Please enter a valid project URL", false),
  technologies: z
    .array(z.string())
    .default([])
    .transform(normalizeTechnologies)
    .pipe(
      z
        .array(userText({ label: "Technology" }))
        .max(PORTFOLIO_LIMITS.technologies, `At most ${PORTFOLIO_LIMITS.technologies} technologies`),
    ),
  isVisible: z.boolean().default(true),
  /**
   * Shown first among the landing page's projects (docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging"). Optional, so the older /settings form,
   * which has no such field, leaves it as it is when saving.
   */
  isFeatured: z.boolean().optional(),
});

const projectId = rowId("Unknown project");

/** Editing a project: its id and every field. */
export const updatePortfolioProjectSchema = portfolioProjectSchema.extend({ id: projectId });

/** The card's show/hide button and the dialog's switch alone. */
export const portfolioVisibilitySchema = z.object({ id: projectId, isVisible: z.boolean() });

/** A project picked by id (delete); ids past int4 are refused as unknown. */
export const portfolioProjectIdSchema = z.object({ id: projectId });

/** Generate with AI (spec §7 `{title, projectUrl, technologies}`); a title is required (§5). */
export const generateDescriptionSchema = z.object({
  title: userText({ label: "Title" })
    .min(1, "Please enter a project title first")
    .max(PORTFOLIO_LIMITS.title, `Title must be at most ${PORTFOLIO_LIMITS.title} characters`),
  projectUrl: urlField("Please enter a valid project URL", false),
  technologies: z
    .array(userText({ label: "Technology" }))
    .default([])
    .transform(normalizeTechnologies),
});

/** Capture Screenshot (spec §7 `{url}`); a project URL is required (§5). */
export const captureScreenshotSchema = z.object({
  url: userText({ label: "URL", trim: false })
    .max(PORTFOLIO_LIMITS.url, `URLs must be at most ${PORTFOLIO_LIMITS.url} characters`)
    .transform((raw, ctx) => {
      const value = normalizeUrl(raw);
      if (value === null) {
        ctx.addIssue({ code: "custom", message: "Please enter a project URL first" });
        return z.NEVER;
      }
      if (!isHttpUrl(value)) {
        ctx.addIssue({ code: "custom", message: "Please enter a valid project URL" });
        return z.NEVER;
      }
      return value;
    }),
});
