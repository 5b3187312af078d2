/** Input of the projects console (docs/decisions/quotes-and-projects.md "The projects console"), shared by forms and actions. */
import { z } from "zod";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";

/** Updates a project's page lists (the newest; docs/decisions/quotes-and-projects.md "The projects console"). */
export const UPDATES_SHOWN = 50;

/** Longest project update, in UTF-16 code units. */
export const PROJECT_UPDATE_MAX_LENGTH = 2_000;

export const milestoneDoneSchema = z.object({
  projectId: rowId("Unknown project"),
  milestoneId: rowId("Unknown milestone"),
  done: z.boolean(),
});

export const projectUpdateSchema = z.object({
  projectId: rowId("Unknown project"),
  body: userText({ label: "Update", multiline: true })
    .min(1, "Write the update")
    .max(PROJECT_UPDATE_MAX_LENGTH, `An update has at most ${PROJECT_UPDATE_MAX_LENGTH} characters`),
  shared: z.boolean(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

export const updateSharedSchema = z.object({
  projectId: rowId("Unknown project"),
  updateId: rowId("Unknown update"),
  shared: z.boolean(),
});

export const projectStatusPagesSchema = z.object({
  projectId: rowId("Unknown project"),
  statusPageIds: z.array(rowId("Unknown status page")).max(50, "At most 50 status pages"),
});
