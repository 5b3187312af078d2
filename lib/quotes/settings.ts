/**
 * The agency's quote settings (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): the terms and
 * conditions every new quote starts from, one row.
 */
import type { Database } from "@/lib/db";
import { quoteSettings } from "@/lib/db/schema";

/** The terms new quotes start with when the agency has written none. */
export const DEFAULT_TERMS =
  "1. Scope: the work is what this quote lists; anything else is quoted separately.\n" +
  "2. Payment: the deposit is due on acceptance; the balance on delivery, within the payment terms.\n" +
  "3. Changes: a change of scope is agreed in writing and may change the price and the dates.\n" +
  "4. Ownership: the client owns the delivered work once it is paid in full.";

/** The terms template (the default until the agency saves one). */
export async function readTermsTemplate(database: Database): Promise<string> {
  const [row] = await database.select({ terms: quoteSettings.termsTemplate }).from(quoteSettings);
  return row?.terms || DEFAULT_TERMS;
}

/** Saves the terms template as `username`. */
export async function saveTermsTemplate(database: Database, terms: string, username: string): Promise<void> {
  await database
    .insert(quoteSettings)
    .values({ id: 1, termsTemplate: terms, updatedBy: username })
    .onConflictDoUpdate({
      target: quoteSettings.id,
      set: { termsTemplate: terms, updatedBy: username, updatedAt: new Date() },
    });
}
