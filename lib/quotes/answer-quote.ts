/**
 * The client's answer on /q/<token> (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"). An
 * acceptance is decided by one conditional update (`status in (sent, viewed)` and the version still
 * current) under the quote's row lock, backed by the acceptances' unique key per quote: fifty accepts at
 * once make one acceptance and forty-nine refusals. Everything the acceptance writes (the evidence, the
 * event, the timeline, the note to the assignee) commits together or not at all. An answer the quote can
 * no longer take is refused with what to do instead.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { isoDay } from "@/lib/format/date";
import { quoteAcceptances, quotes, quoteVersions } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { cutText } from "@/lib/format/text";
import { recordLeadEvent } from "@/lib/leads/record-event";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { appendQuoteEvent } from "./event-chain";
import { notifyAssignee } from "./notify-assignee";
import { versionOfToken } from "./read-offer";
import { OPEN_QUOTE_STATUSES } from "./statuses";

/** Where an answer came from (lib/request-ip.ts for the address). */
export interface AnswerOrigin {
  clientIp: string;
  userAgent: string;
}

/** Why an answer is refused, by the quote's state, with what to do. */
const CLOSED: Record<string, string> = {
  accepted: "This quote was already accepted; your signed copy was e-mailed to you.",
  declined: "This quote was declined. Ask the agency for a new quote if you changed your mind.",
  void: "The agency withdrew this quote. Ask them for a new one.",
  expired: "This quote has expired. Ask the agency to renew it.",
  draft: "The agency is revising this quote; you will get a link to the new version.",
};

/** Finds the version answered and refuses an answer it can no longer take. */
async function answerable(tx: Database, token: string, versionNumber: number, today: string) {
  const named = await versionOfToken(tx, token);
  if (!named) throw new AppError("not_found", "This link is not valid. Use the link from your e-mail or text.");
  if (named.version.tokenRevokedAt) throw new AppError("conflict", CLOSED.void!);
  const { quote } = named;
  if (versionNumber !== quote.currentVersion)
    throw new AppError(
      "conflict",
      `Version ${versionNumber} was replaced by version ${quote.currentVersion}. Open the latest version and answer that one.`,
      { details: { currentVersion: quote.currentVersion } },
    );
  const [version] = await tx
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.number, versionNumber)));
  if (!version?.sentAt || !(OPEN_QUOTE_STATUSES as readonly string[]).includes(quote.status))
    throw new AppError("conflict", CLOSED[quote.status] ?? CLOSED.draft!);
  if (version.validUntil < today) throw new AppError("conflict", CLOSED.expired!);
  return { quote, version };
}

/** Takes the quote out of `sent`/`viewed` into `status`, or explains why another answer came first. */
async function close(tx: Database, quoteId: number, versionNumber: number, status: "accepted" | "declined", now: Date) {
  const [closed] = await tx
    .update(quotes)
    .set({ status, closedAt: now })
    .where(
      and(
        eq(quotes.id, quoteId),
        eq(quotes.currentVersion, versionNumber),
        inArray(quotes.status, [...OPEN_QUOTE_STATUSES]),
      ),
    )
    .returning({ id: quotes.id });
  if (closed) return;
  const [quote] = await tx.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId));
  throw new AppError("conflict", CLOSED[quote?.status ?? "void"] ?? CLOSED.draft!);
}

/** An acceptance as the client gave it. */
export interface Acceptance {
  token: string;
  version: number;
  typedName: string;
  /** The drawn signature, PNG bytes. */
  signaturePng: Buffer | null;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Accepts the quote `input.token` names, at version `input.version`, with the evidence.
 * @returns the quote's id (its acceptance is then sealed and its project started, lib/quotes/after-acceptance.ts).
 * @throws AppError `not_found` for an unknown token; `conflict` when the version is superseded, expired,
 * withdrawn or the quote was already answered; `invalid` when the drawn signature is not a PNG.
 */
export async function acceptQuote(
  database: Database,
  input: Acceptance,
  origin: AnswerOrigin,
  now: Date = new Date(),
): Promise<{ quoteId: number }> {
  if (input.signaturePng && !input.signaturePng.subarray(0, 8).equals(PNG_MAGIC))
    throw new AppError("invalid", "The drawn signature is not a PNG image.");
  return database.transaction(async (tx) => {
    const { quote, version } = await answerable(tx, input.token, input.version, isoDay(now));
    await close(tx, quote.id, version.number, "accepted", now);
    await tx.insert(quoteAcceptances).values({
      quoteId: quote.id,
      versionId: version.id,
      versionNumber: version.number,
      acceptedAt: now,
      clientIp: origin.clientIp,
      userAgent: cutText(origin.userAgent, 512),
      typedName: input.typedName,
      signaturePng: input.signaturePng,
      sentTo: version.sentTo ?? "",
      offeredPdfSha256: version.pdfSha256!,
      contentSha256: version.contentSha256!,
    });
    await appendQuoteEvent(tx, quote.id, {
      kind: "accepted",
      versionNumber: version.number,
      detail: { typedName: input.typedName, clientIp: origin.clientIp },
      at: now,
    });
    await recordLeadEvent(
      tx,
      quote.leadId,
      "quote",
      `Quote Q-${quote.id} v${version.number} accepted by ${input.typedName}`,
      null,
    );
    await notifyAssignee(tx, quote.assignedTo, quote.id, `${input.typedName} accepted version ${version.number}`);
    await publishChange(tx, liveTopic("quotes"), liveTopic("quote", quote.id));
    return { quoteId: quote.id };
  });
}

/**
 * Declines the quote `token` names at `version`, with an optional reason.
 * @throws AppError as `acceptQuote`.
 */
export async function declineQuote(
  database: Database,
  input: { token: string; version: number; reason?: string },
  origin: AnswerOrigin,
  now: Date = new Date(),
): Promise<{ quoteId: number }> {
  return database.transaction(async (tx) => {
    const { quote, version } = await answerable(tx, input.token, input.version, isoDay(now));
    await close(tx, quote.id, version.number, "declined", now);
    await appendQuoteEvent(tx, quote.id, {
      kind: "declined",
      versionNumber: version.number,
      detail: { reason: input.reason ?? null, clientIp: origin.clientIp },
      at: now,
    });
    const because = input.reason ? `: ${cutText(input.reason, 200)}` : "";
    await recordLeadEvent(tx, quote.leadId, "quote", `Quote Q-${quote.id} v${version.number} declined${because}`, null);
    await notifyAssignee(tx, quote.assignedTo, quote.id, `the client declined version ${version.number}${because}`);
    await publishChange(tx, liveTopic("quotes"), liveTopic("quote", quote.id));
    return { quoteId: quote.id };
  });
}
