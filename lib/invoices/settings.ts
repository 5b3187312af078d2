/**
 * The bank-transfer details an invoice shows when Stripe is not configured (docs/decisions/quotes-and-projects.md
 * "Paying an invoice: Stripe or bank transfer"), kept on the quote settings' one row.
 */
import type { Database } from "@/lib/db";
import { quoteSettings } from "@/lib/db/schema";

/** The saved details, or "" when none are. */
export async function readBankTransferDetails(database: Database): Promise<string> {
  const [row] = await database.select({ details: quoteSettings.bankTransferDetails }).from(quoteSettings);
  return row?.details ?? "";
}

/** Saves the details as `username`. */
export async function saveBankTransferDetails(database: Database, details: string, username: string): Promise<void> {
  await database
    .insert(quoteSettings)
    .values({ id: 1, bankTransferDetails: details, updatedBy: username })
    .onConflictDoUpdate({
      target: quoteSettings.id,
      set: { bankTransferDetails: details, updatedBy: username, updatedAt: new Date() },
    });
}
