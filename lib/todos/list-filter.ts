/**
 * The Weekly TODO tabs as URL state (`?tab=`), shared by the page (server) and the tabs (client, through
 * nuqs), so a tab's page survives a reload (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import { createLoader, parseAsStringLiteral } from "nuqs/server";

/** The tabs: every item, or one status (docs/spec/site-and-admin.md §2 screen 11). */
export const TODO_TABS = ["all", "pending", "in-progress", "completed"] as const;

/** One of `TODO_TABS`. */
export type TodoTab = (typeof TODO_TABS)[number];

/** The nuqs parser of `?tab=` (an unknown value reads as `all`). */
export const todoTabParser = parseAsStringLiteral(TODO_TABS).withDefault("all");

/** Reads `?tab=` from a page's `searchParams`. */
export const loadTodoTab = createLoader({ tab: todoTabParser });
