/** Reads of `project_codes` for the admin screens (site-and-admin.md §2 "Admin screens" 2 and 3). */
import { desc } from "drizzle-orm";
import { db } from "@/lib/db";
import { projectCodes, type ProjectCode } from "@/lib/db/schema";

/** Every project code, newest first. */
export async function listProjectCodes(): Promise<ProjectCode[]> {
  return db.select().from(projectCodes).orderBy(desc(projectCodes.createdAt), desc(projectCodes.id));
}
