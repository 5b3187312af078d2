/**
 * The message box of the client's page (docs/decisions/quotes-and-projects.md "The client's page"): the
 * message reaches the lead's conversation (lib/leads/client-message.ts) and the team's e-mail leaves after
 * the answer. Counted per link before it is stored (rule `client-message` of lib/limits/rules.ts).
 */
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { storeClientMessage } from "@/lib/leads/client-message";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { findClientLink } from "./client-link";

/**
 * Posts `message` into the conversation of the lead whose live link is `token`.
 * @throws AppError `not_found` for a malformed, unknown or revoked link; `rate_limited` past the limit.
 */
export async function postClientMessage(token: string, message: string): Promise<void> {
  const link = await findClientLink(db, token);
  if (!link) throw new AppError("not_found", "This link no longer works. Ask us for a new one on /c.");
  await spendAttempt(
    "client-message",
    link.linkId,
    (wait) => `You have sent several messages just now. Please try again in ${wait}.`,
  );
  const notificationId = await db.transaction((tx) => storeClientMessage(tx, link.leadId, message));
  deliverAfterResponse(notificationId);
}
