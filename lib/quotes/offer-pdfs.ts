/**
 * The PDFs a quote link serves (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): a sent
 * version's offered PDF, exactly the bytes whose SHA-256 the acceptance records, and the sealed PDF once
 * signed. Only to the holder of one of the quote's links.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "@/lib/db";
import { quoteAcceptances, quoteVersions } from "@/lib/db/schema";
import { versionOfToken } from "./read-offer";

/** A PDF and its file name. */
export interface QuotePdf {
  filename: string;
  pdf: Buffer;
}

/** Version `version` (the token's own when null) of the quote `token` links to, as offered; null when none. */
export async function offeredPdf(token: string, version: number | null): Promise<QuotePdf | null> {
  const named = await versionOfToken(db, token);
  if (!named || named.version.tokenRevokedAt) return null;
  const number = version ?? named.version.number;
  const [row] = await db
    .select({ pdf: quoteVersions.offeredPdf })
    .from(quoteVersions)
    .where(
      and(eq(quoteVersions.quoteId, named.quote.id), eq(quoteVersions.number, number), isNotNull(quoteVersions.sentAt)),
    );
  return row?.pdf ? { filename: `quote-Q-${named.quote.id}-v${number}.pdf`, pdf: row.pdf } : null;
}

/** The sealed PDF of the quote `token` links to; null until it is signed and sealed. */
export async function signedPdf(token: string): Promise<QuotePdf | null> {
  const named = await versionOfToken(db, token);
  if (!named) return null;
  const [row] = await db
    .select({ pdf: quoteAcceptances.signedPdf, version: quoteAcceptances.versionNumber })
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.quoteId, named.quote.id));
  return row?.pdf ? { filename: `quote-Q-${named.quote.id}-v${row.version}-signed.pdf`, pdf: row.pdf } : null;
}
