"use server";
/**
 * Actions of the client's page (docs/decisions/quotes-and-projects.md "The client's page"): the public
 * `/c` sign-in link and the message box, and the console's copy, revoke and resend of a client's link
 * (each audited by the action wrapper against the lead).
 */
import { after } from "next/server";
import { revalidatePath } from "next/cache";
import { adminAction, publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { reportError } from "@/lib/error-monitor/report-error";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { clientLinkUrl, newClientLink, revokeClientLinks } from "./client-link";
import { postClientMessage } from "./post-message";
import { clientLinkSchema, clientMessageSchema, signInLinkSchema } from "./schemas";
import { resendClientLink } from "./send-client-link";
import { requestSignInLink } from "./sign-in-link";

/** `/c`: e-mails a link when the address is a client's; the same answer either way. */
export const requestSignInLinkAction = publicAction(signInLinkSchema, async ({ email }, { ip }) => ({
  message: await requestSignInLink(email, ip, (work) =>
    after(() => work().catch((error) => reportError(error, { severity: "high" }))),
  ),
}));

/** The message box: posts into the lead's conversation. */
export const postClientMessageAction = publicAction(clientMessageSchema, async ({ token, message }) => {
  await postClientMessage(token, message);
  return { message: "Sent. We will answer soon." };
});

/** Copy: a new link to the client's page, answered to be put on the clipboard. */
export const copyClientLinkAction = adminAction("client-links.copy", clientLinkSchema, async ({ leadId }) => {
  const token = await newClientLink(db, leadId, "copy");
  if (!token) throw new AppError("not_found", "This lead has no project, so no client page");
  return { url: clientLinkUrl(token) };
});

/** Revoke: every link of the client answers 404 from now on. */
export const revokeClientLinksAction = adminAction("client-links.revoke", clientLinkSchema, async ({ leadId }) => {
  const revoked = await revokeClientLinks(db, leadId);
  revalidatePath("/client-projects", "layout");
  return { revoked };
});

/** Resend: a new link e-mailed to the client. */
export const resendClientLinkAction = adminAction("client-links.resend", clientLinkSchema, async ({ leadId }) => {
  const sent = await db.transaction((tx) => resendClientLink(tx, leadId));
  deliverAfterResponse(sent.outboxId);
  return { to: sent.to };
});
