/**
 * Invoice fixtures for integration tests (docs/decisions/quotes-and-projects.md "Invoices: numbers, the
 * deposit and payments"): a client (lead) with a quote and its project, an invoice issued to it
 * through the real service, a client who accepted a quote, and a stand-in for the PDF renderer.
 */
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import type { z } from "zod";
import type { Database } from "@/lib/db";
import { leads, projects } from "@/lib/db/schema";
import { issueInvoice, type IssuedInvoice } from "@/lib/invoices/issue-invoice";
import { afterAcceptance } from "@/lib/quotes/after-acceptance";
import { acceptQuote } from "@/lib/quotes/answer-quote";
import { createQuoteForLead, saveQuote } from "@/lib/quotes/create-quote";
import { quoteFieldsSchema, toQuoteDraft } from "@/lib/quotes/schemas";
import { sendQuote } from "@/lib/quotes/send-quote";

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

/** A stand-in for Chromium: a PDF-looking file that carries the printed document's text. */
export async function renderTestPdf(html: string): Promise<Buffer> {
  return Buffer.from(`%PDF-1.7\n%${html.replace(/\s+/g, " ")}\n%%EOF`);
}

/** A stand-in for Chromium the quote's seal can sign: a real one-page PDF. */
async function renderSealableTestPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

/**
 * A client who accepted quote `fields` (the quote editor's fields) by e-mail: the quote is saved, sent,
 * accepted and followed up (project and deposit invoice) through the real services.
 */
export async function acceptedTestQuote(
  db: Database,
  name: string,
  fields: z.input<typeof quoteFieldsSchema>,
): Promise<TestClient> {
  const [lead] = await db
    .insert(leads)
    .values({ name, email: `${name.replace(/\W+/g, ".").toLowerCase()}@example.test` })
    .returning();
  const { id: quoteId } = await createQuoteForLead(db, lead!.id, "staff");
  await saveQuote(db, quoteId, toQuoteDraft(quoteFieldsSchema.parse(fields)), "staff");
  const { link } = await sendQuote(db, quoteId, "email", "staff", new Date(), renderTestPdf);
  await acceptQuote(
    db,
    { token: link.split("/q/")[1]!, version: 1, typedName: name, signaturePng: null },
    { clientIp: "203.0.113.9", userAgent: "test" },
  );
  await afterAcceptance(db, quoteId, renderSealableTestPdf);
  const [project] = await db.select().from(projects).where(eq(projects.quoteId, quoteId));
  return { leadId: lead!.id, quoteId, projectId: project!.id };
}
