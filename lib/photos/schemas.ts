/**
 * Inputs of the photo search and curated calls used by the Photo Library and the gallery chooser
 * (docs/spec/site-and-admin.md §5 "Photo search runs only with a non-blank query", §7, §9: gallery page size 12).
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";

/** Photos per page in the gallery chooser (spec §9) and the Photo Library. */
export const PHOTO_PAGE_SIZE = 12;

/** The gallery chooser's starting query (spec §2 screen 6, §9). */
export const DEFAULT_GALLERY_QUERY = "business technology";

const page = z.number().int().min(1).max(1000).default(1);
const perPage = z.number().int().min(1).max(80).default(PHOTO_PAGE_SIZE);

export const photoSearchSchema = z.object({
  query: userText({ label: "Search terms" })
    .min(1, "Please enter a search term")
    .max(100, "Search terms must be at most 100 characters"),
  page,
  per_page: perPage,
});

export const curatedPhotosSchema = z.object({ page, per_page: perPage });
