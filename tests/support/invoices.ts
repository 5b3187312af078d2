/**
 * Invoice fixtures for integration tests (docs/decisions/quotes-and-projects.md "Invoices: numbers, the
 * deposit and payments"): a client (lead) with a quote and its project, and an invoice issued to it
 * through the real service.
 */
import type { Database } from "@/lib/db";
import { leads, projects } from "@/lib/db/schema";
import { issueInvoice, type IssuedInvoice } from "@/lib/invoices/issue-invoice";
import { createQuoteForLead } from "@/lib/quotes/create-quote";

/** A client to bill: a new lead named `name`, a draft quote and the project started from it. */
export interface TestClient {
  leadId: number;
  quoteId: number;
  projectId: number;
}

/** Makes a client named `name`. */
export async function createTestClient(db: Database, name: string): Promise<TestClient> {
  const [lead] = await db.insert(leads).values({ name }).returning();
  const { id: quoteId } = await createQuoteForLead(db, lead!.id, "staff");
  const [project] = await db.insert(projects).values({ leadId: lead!.id, quoteId, name }).returning();
  return { leadId: lead!.id, quoteId, projectId: project!.id };
}

/** Issues `client` a one-line invoice of `priceMinor` (no tax) in `currency`, issued and due on the days given. */
export async function issueTestInvoice(
  db: Database,
  client: TestClient,
  {
    priceMinor,
    currency,
    issueDate,
    dueDate,
  }: { priceMinor: number; currency: string; issueDate: string; dueDate: string },
): Promise<IssuedInvoice> {
  const issued = await issueInvoice(db, {
    projectId: client.projectId,
    leadId: client.leadId,
    kind: "standard",
    currency,
    lines: [
      {
        description: "Work",
        quantityMilli: 1000,
        unit: "",
        unitPriceMinor: priceMinor,
        discountBp: 0,
        taxRateBp: null,
      },
    ],
    taxMode: "exclusive",
    issueDate,
    dueDate,
  });
  return issued!;
}
