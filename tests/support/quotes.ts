/**
 * Quote fixtures for integration tests (docs/decisions/quotes-and-projects.md "Quotes: versions, links and
 * evidence"): a quote drafted for a new lead, sent and accepted
 * through the real services, whose follow-up has not run yet.
 */
import type { Database } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { acceptQuote } from "@/lib/quotes/answer-quote";
import { createQuoteForLead, saveQuote } from "@/lib/quotes/create-quote";
import { quoteFieldsSchema, toQuoteDraft } from "@/lib/quotes/schemas";
import { sendQuote } from "@/lib/quotes/send-quote";
import { renderStandIn } from "./pdf-stand-in";
import type { TestUser } from "./users";

/** An accepted quote: its id, its lead and the client's e-mail address. */
export interface AcceptedQuote {
  id: number;
  leadId: number;
  email: string;
}

/**
 * A lead assigned to `staff` with a quote "Shop" of three 1,000.00 EUR lines (20 % tax included, 30 %
 * deposit), sent by e-mail and accepted by "Ann Client"; nothing after the acceptance has run.
 */
export async function acceptedQuote(db: Database, staff: TestUser, tag: string): Promise<AcceptedQuote> {
  const email = `qa.${tag}@example.test`;
  const [lead] = await db
    .insert(leads)
    .values({ name: `Accept ${tag}`, email, assignedTo: staff.id })
    .returning();
  const { id } = await createQuoteForLead(db, lead!.id, staff.username);
  const fields = quoteFieldsSchema.parse({
    title: "Shop",
    summary: "",
    currency: "EUR",
    items: ["Design", "Build", "Launch"].map((description) => ({
      description,
      quantity: "1",
      unit: "",
      unitPrice: "1000",
      discountPercent: "",
      taxPercent: "",
    })),
    discountPercent: "",
    taxPercent: "20",
    taxMode: "inclusive",
    validUntil: "2099-01-01",
    paymentTerms: "Net 14",
    depositPercent: "30",
    termsText: "Terms",
  });
  await saveQuote(db, id, toQuoteDraft(fields), staff.username);
  const { link } = await sendQuote(db, id, "email", staff.username, new Date(), renderStandIn);
  await acceptQuote(
    db,
    { token: link.split("/q/")[1]!, version: 1, typedName: "Ann Client", signaturePng: null },
    { clientIp: "203.0.113.9", userAgent: "test" },
  );
  return { id, leadId: lead!.id, email };
}
