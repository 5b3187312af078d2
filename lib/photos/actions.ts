"use server";
/**
 * Photo search for the Photo Library and the gallery chooser (docs/spec/site-and-admin.md §7 "GET
 * /api/admin/photos/search?query&page&per_page=12", "GET /api/admin/photos/curated"), admins only.
 * Answers a `PhotoResult`: the page, or why there is none (not configured, provider failure).
 */
import { adminAction } from "@/lib/action";
import { curatedPhotosSchema, photoSearchSchema } from "./schemas";
import { photoClient } from "./client";

/** One page of search results. */
export const searchPhotosAction = adminAction("photos.search", photoSearchSchema, async (input) =>
  photoClient().search(input),
);

/** One page of the provider's curated collection. */
export const curatedPhotosAction = adminAction("photos.search", curatedPhotosSchema, async (input) =>
  photoClient().curated(input),
);
