"use server";
/**
 * Quote actions (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): the console's draft, edit,
 * send, void and terms template (each audited by the action wrapper), and the client's answer and the
 * public hash check from /q/<token> and /q/verify. A client's answers are counted per address before
 * they run (rules `quote.answer` and `quote.verify` of lib/limits/rules.ts), and what an acceptance starts runs after the response.
 */
import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction, publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { reportError } from "@/lib/error-monitor/report-error";
import { runAfterResponse } from "@/lib/http/after-response";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { addressSubject } from "@/lib/limits/address-subject";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { afterAcceptance } from "./after-acceptance";
import { acceptQuote, declineQuote } from "./answer-quote";
import { createQuoteForLead, saveQuote, voidQuote } from "./create-quote";
import { acceptQuoteSchema, declineQuoteSchema, saveQuoteSchema, toQuoteDraft } from "./schemas";
import { LineFieldProblem } from "@/lib/forms/line-fields";
import { sendQuote } from "./send-quote";
import { saveTermsTemplate } from "./settings";
import { signedAt } from "./verify-signed";

const pendingAfterAcceptance = new Set<Promise<void>>();

/** Counts a client's answer or hash check before it runs. @throws AppError `rate_limited` past the limit. */
async function countAnswer(kind: "answer" | "verify", ip: string): Promise<void> {
  await spendAttempt(kind === "answer" ? "quote.answer" : "quote.verify", addressSubject(ip));
}

function revalidateQuote(id: number) {
  revalidatePath("/quotes");
  revalidatePath(`/quotes/${id}`);
  revalidatePath("/leads", "layout");
}

/** New quote from the lead page: a draft prefilled from the lead's proposal. Returns its id. */
export const createQuoteAction = adminAction(
  "quotes.create",
  z.object({ leadId: rowId("Unknown lead") }),
  async ({ leadId }, { user }) => {
    const created = await createQuoteForLead(db, leadId, user.username);
    revalidateQuote(created.id);
    return created;
  },
);

/** Saves the editor: the draft version, or a new version of a sent quote. */
export const saveQuoteAction = adminAction("quotes.save", saveQuoteSchema, async ({ id, ...fields }, { user }) => {
  let draft;
  try {
    draft = toQuoteDraft(fields);
  } catch (error) {
    if (error instanceof LineFieldProblem)
      throw new AppError("invalid", error.message, { fieldErrors: { [error.path]: [error.message] } });
    throw error;
  }
  const saved = await saveQuote(db, id, draft, user.username);
  revalidateQuote(id);
  return { id, version: saved.version };
});

/** Sends the current version by e-mail or SMS. */
export const sendQuoteAction = adminAction(
  "quotes.send",
  z.object({ id: rowId("Unknown quote"), channel: z.enum(["email", "sms"], "Choose e-mail or SMS") }),
  async ({ id, channel }, { user }) => {
    const sent = await sendQuote(db, id, channel, user.username);
    revalidateQuote(id);
    return { id, version: sent.version, sentTo: sent.sentTo };
  },
);

/** Voids a quote that is not yet answered. */
export const voidQuoteAction = adminAction(
  "quotes.void",
  z.object({ id: rowId("Unknown quote") }),
  async ({ id }, { user }) => {
    await voidQuote(db, id, user.username);
    revalidateQuote(id);
    return { id };
  },
);

/** Saves the terms template new quotes start from. */
export const saveQuoteTermsAction = adminAction(
  "quotes.terms",
  z.object({ terms: userText({ label: "Terms", multiline: true }).max(50_000, "At most 50,000 characters") }),
  async ({ terms }, { user }) => {
    await saveTermsTemplate(db, terms, user.username);
    revalidatePath("/quotes");
    return { saved: true };
  },
);

/** The client accepts: evidence recorded, then the signed PDF and the project after the response. */
export const acceptQuoteAction = publicAction(acceptQuoteSchema, async (input, { ip }) => {
  await countAnswer("answer", ip);
  const userAgent = (await headers()).get("user-agent") ?? "";
  const signaturePng = input.signaturePng ? Buffer.from(input.signaturePng.split(",")[1]!, "base64") : null;
  const { quoteId } = await acceptQuote(
    db,
    { token: input.token, version: input.version, typedName: input.typedName, signaturePng },
    { clientIp: ip, userAgent },
  );
  runAfterResponse(async () => {
    try {
      await afterAcceptance(db, quoteId);
    } catch (error) {
      await reportError(error, { severity: "high", userId: null });
    }
  }, pendingAfterAcceptance);
  return { accepted: true };
});

/** The client declines, with an optional reason. */
export const declineQuoteAction = publicAction(declineQuoteSchema, async (input, { ip }) => {
  await countAnswer("answer", ip);
  const userAgent = (await headers()).get("user-agent") ?? "";
  await declineQuote(db, input, { clientIp: ip, userAgent });
  return { declined: true };
});

/** /q/verify: whether a SHA-256 is a signed quote's, and when it was signed; nothing else. */
export const verifySignedHashAction = publicAction(
  z.object({
    sha256: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{64}$/, "Paste a SHA-256: 64 hexadecimal digits"),
  }),
  async ({ sha256 }, { ip }) => {
    await countAnswer("verify", ip);
    const at = await signedAt(db, sha256);
    return { matches: at !== null, signedAt: at?.toISOString() ?? null };
  },
);
