/**
 * The public check of a signed quote (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): a
 * SHA-256 either is a sealed PDF's, answered with when it was signed, or is not; nothing else about the
 * quote is revealed. The hash is looked up on its unique index.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { quoteAcceptances } from "@/lib/db/schema";

/** When the sealed PDF whose SHA-256 is `sha256` (lower-case hex) was signed, or null. */
export async function signedAt(database: Database, sha256: string): Promise<Date | null> {
  const [row] = await database
    .select({ acceptedAt: quoteAcceptances.acceptedAt })
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.signedPdfSha256, sha256));
  return row?.acceptedAt ?? null;
}
