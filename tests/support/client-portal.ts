/**
 * Client-page fixtures for integration tests (docs/decisions/quotes-and-projects.md "The client's page"):
 * a client (a lead with an e-mail, a quote and its project) whose project has milestones, as the project
 * service makes them.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { startProject } from "@/lib/projects/start-project";
import { createQuoteForLead } from "@/lib/quotes/create-quote";

/** A client and its project. */
export interface TestProjectClient {
  leadId: number;
  quoteId: number;
  projectId: number;
  email: string;
}

/** Makes a client named `name` whose project has `milestones` (titles). */
export async function createProjectClient(
  db: Database,
  name: string,
  milestones: string[] = ["Design", "Build", "Launch"],
): Promise<TestProjectClient> {
  const email = `client-${randomBytes(6).toString("hex")}@example.test`;
  const [lead] = await db.insert(leads).values({ name, email }).returning();
  const { id: quoteId } = await createQuoteForLead(db, lead!.id, "staff");
  const projectId = await startProject(db, { quoteId, leadId: lead!.id, ownerId: null, name, milestones });
  return { leadId: lead!.id, quoteId, projectId: projectId!, email };
}
