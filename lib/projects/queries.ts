/**
 * Reads of projects for the console (docs/decisions/quotes-and-projects.md "Staff-issued invoices: draft,
 * issue, void"): the invoice form's project picker, searched in SQL on the projects' and leads' trigram
 * indexes, at most a screenful.
 */
import "server-only";
import { desc, eq, inArray, or } from "drizzle-orm";
import { db } from "@/lib/db";
import { searchCondition } from "@/lib/db/keyset";
import { leads, leadSearchText, projects, projectSearchText } from "@/lib/db/schema";

/** Most projects one search answers. */
const PICKER_SIZE = 20;

/** A project as the picker lists it. */
export interface ProjectChoice {
  id: number;
  name: string;
  clientName: string | null;
}

/** The newest projects whose name or client matches `q` (every project when empty). */
export async function searchProjects(q: string): Promise<ProjectChoice[]> {
  const byClient = db
    .select({ id: leads.id })
    .from(leads)
    .where(searchCondition(leadSearchText(leads), q));
  return db
    .select({ id: projects.id, name: projects.name, clientName: leads.name })
    .from(projects)
    .innerJoin(leads, eq(leads.id, projects.leadId))
    .where(q ? or(searchCondition(projectSearchText(projects), q), inArray(projects.leadId, byClient)) : undefined)
    .orderBy(desc(projects.id))
    .limit(PICKER_SIZE);
}
