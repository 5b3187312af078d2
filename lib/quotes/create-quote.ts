/**
 * Making and editing quotes (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"). A new quote is
 * prefilled from its lead's newest project code's drafted proposal (title from its first line, the text
 * as summary, each bullet line as an unpriced line) and the terms template. Saving edits the current
 * version while it is a draft; once that version was sent, saving makes the next version (sent versions
 * are frozen; a trigger refuses to change them), and the quote goes back to `draft` until it is sent.
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { isoDay } from "@/lib/format/date";
import { leads, projectCodes, quotes, quoteVersions, type QuoteItem } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { cutText } from "@/lib/format/text";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { appendQuoteEvent } from "./event-chain";
import type { QuoteDraft } from "./schemas";
import { readTermsTemplate } from "./settings";

/** Days a new quote stays valid. */
const VALID_DAYS = 30;

/** Statuses a quote can still be edited from. */
const EDITABLE = ["draft", "sent", "viewed", "expired"] as const;

/** Title, summary and lines drawn from a drafted proposal's text. */
export function prefillFromProposal(draft: string): { title: string; summary: string; items: QuoteItem[] } {
  const lines = draft.split(/\r?\n/).map((line) => line.trim());
  const first = lines.find((line) => line !== "") ?? "";
  const bullets = lines
    .filter((line) => /^([-*•]|\d+[.)])\s+/.test(line))
    .map((line) => line.replace(/^([-*•]|\d+[.)])\s+/, ""));
  return {
    title: cutText(first.replace(/^#+\s*/, ""), 200) || "Website project",
    summary: cutText(draft.trim(), 10_000),
    items: (bullets.length > 0 ? bullets : [first || "Website project"]).slice(0, 50).map((description) => ({
      description: cutText(description, 500),
      quantityMilli: 1000,
      unit: "",
      unitPriceMinor: 0,
      discountBp: 0,
      taxRateBp: null,
    })),
  };
}

/**
 * Creates a draft quote for lead `leadId` in `currency`, prefilled, assigned to the lead's assignee.
 * @returns the new quote's id.
 * @throws AppError `not_found` when the lead is gone.
 */
export async function createQuoteForLead(
  database: Database,
  leadId: number,
  actor: string,
  now: Date = new Date(),
  currency = "USD",
): Promise<{ id: number }> {
  return database.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
    if (!lead) throw new AppError("not_found", "This lead no longer exists.");
    const [code] = await tx
      .select({ id: projectCodes.id, draft: projectCodes.draft })
      .from(projectCodes)
      .where(eq(projectCodes.leadId, leadId))
      .orderBy(desc(projectCodes.createdAt), desc(projectCodes.id))
      .limit(1);
    const prefill = prefillFromProposal(code?.draft ?? "");
    const [quote] = await tx
      .insert(quotes)
      .values({
        leadId,
        projectCodeId: code?.id ?? null,
        assignedTo: lead.assignedTo,
        currency,
        title: prefill.title,
        clientName: lead.name ?? lead.email ?? lead.phone ?? "",
      })
      .returning({ id: quotes.id });
    const validUntil = isoDay(new Date(now.getTime() + VALID_DAYS * 86_400_000));
    await tx.insert(quoteVersions).values({
      quoteId: quote!.id,
      number: 1,
      title: prefill.title,
      summary: prefill.summary,
      items: prefill.items,
      validUntil,
      paymentTerms: "Net 14 days",
      termsText: await readTermsTemplate(tx),
      createdBy: actor,
    });
    await appendQuoteEvent(tx, quote!.id, { kind: "created", versionNumber: 1, actor, at: now });
    await publishChange(tx, liveTopic("quotes"), liveTopic("lead", leadId));
    return { id: quote!.id };
  });
}

/**
 * Saves `draft` as quote `quoteId`'s current version, or as its next version when the current one was sent.
 * @returns the version number saved.
 * @throws AppError `not_found` when the quote is gone; `conflict` when it was accepted, declined or voided.
 */
export async function saveQuote(
  database: Database,
  quoteId: number,
  draft: QuoteDraft,
  actor: string,
): Promise<{ version: number }> {
  return database.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for("update");
    if (!quote) throw new AppError("not_found", "This quote no longer exists.");
    if (!(EDITABLE as readonly string[]).includes(quote.status))
      throw new AppError(
        "conflict",
        `This quote was ${quote.status === "void" ? "voided" : quote.status}; make a new quote instead.`,
      );
    if (quote.currency !== draft.currency && quote.status !== "draft")
      throw new AppError("invalid", "A sent quote keeps its currency; make a new quote for another currency.", {
        fieldErrors: { currency: ["A sent quote keeps its currency"] },
      });
    const [current] = await tx
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.number, quote.currentVersion)));
    const columns = {
      title: draft.title,
      summary: draft.summary,
      items: draft.items,
      discountBp: draft.discountBp,
      taxRateBp: draft.taxRateBp,
      taxMode: draft.taxMode,
      validUntil: draft.validUntil,
      paymentTerms: draft.paymentTerms,
      depositBp: draft.depositBp,
      termsText: draft.termsText,
      subtotalMinor: draft.totals.subtotalMinor,
      taxMinor: draft.totals.taxMinor,
      totalMinor: draft.totals.totalMinor,
    };
    let version = quote.currentVersion;
    if (current && current.sentAt === null) {
      await tx.update(quoteVersions).set(columns).where(eq(quoteVersions.id, current.id));
    } else {
      version += 1;
      await tx.insert(quoteVersions).values({ ...columns, quoteId, number: version, createdBy: actor });
      await appendQuoteEvent(tx, quoteId, { kind: "revised", versionNumber: version, actor });
    }
    await tx
      .update(quotes)
      .set({
        currency: draft.currency,
        title: draft.title,
        totalMinor: draft.totals.totalMinor,
        currentVersion: version,
        status: "draft",
      })
      .where(eq(quotes.id, quoteId));
    await publishChange(tx, liveTopic("quotes"), liveTopic("quote", quoteId));
    return { version };
  });
}

/**
 * Voids quote `quoteId`: its links are revoked (they answer "withdrawn") and it can no longer be accepted.
 * @throws AppError `conflict` when it was already accepted, declined or voided.
 */
export async function voidQuote(database: Database, quoteId: number, actor: string): Promise<{ id: number }> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set({ status: "void", closedAt: new Date() })
      .where(and(eq(quotes.id, quoteId), inArray(quotes.status, [...EDITABLE])))
      .returning({ id: quotes.id });
    if (!row) throw new AppError("conflict", "Only a quote that is not yet answered can be voided.");
    // Every link of the quote stops working (the trigger lets a sent version take only this change).
    await tx
      .update(quoteVersions)
      .set({ tokenRevokedAt: new Date() })
      .where(and(eq(quoteVersions.quoteId, quoteId), isNotNull(quoteVersions.tokenHash)));
    await appendQuoteEvent(tx, quoteId, { kind: "voided", actor });
    await publishChange(tx, liveTopic("quotes"), liveTopic("quote", quoteId));
    return row;
  });
}
