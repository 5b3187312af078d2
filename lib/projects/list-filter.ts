/**
 * /client-projects' filters as URL state (`?owner=`, `?client=`), shared by the page (server) and its
 * controls (client, through nuqs), so a filtered list survives a reload.
 */
import { createLoader, parseAsInteger, parseAsStringLiteral } from "nuqs/server";

export const PROJECT_OWNER_FILTERS = ["all", "me", "unassigned"] as const;
export type ProjectOwnerFilter = (typeof PROJECT_OWNER_FILTERS)[number];

/** What each owner filter reads as. */
export const PROJECT_OWNER_FILTER_LABELS: Record<ProjectOwnerFilter, string> = {
  all: "Every owner",
  me: "Mine",
  unassigned: "No owner",
};

/** nuqs parsers of the list's filters; an unknown owner reads as `all`, a malformed client id as every client. */
export const projectFilterParsers = {
  owner: parseAsStringLiteral(PROJECT_OWNER_FILTERS).withDefault("all"),
  /** The client (lead) id; 0: every client. */
  client: parseAsInteger.withDefault(0),
};

/** Reads the filters from a page's `searchParams`. */
export const loadProjectFilters = createLoader(projectFilterParsers);
