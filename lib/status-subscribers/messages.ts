/**
 * What a subscriber receives, by channel (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"): the confirmation of a new
 * subscription, and each notice. E-mail carries its signed unsubscribe link in the text and in the
 * `List-Unsubscribe` header with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058 §3.1), so a
 * mail client's own "Unsubscribe" works in one click; an SMS names its page and says how to stop (STOP);
 * a webhook receives JSON signed like every webhook of this app (lib/outbox/webhook-channel.ts); a chat app
 * receives the notice in its own format (lib/chat-apps), posted to its sealed destination.
 */
import type { OutboundMessage } from "@/lib/outbox/types";
import { chatAppMessage } from "@/lib/chat-apps/chat-app-message";
import type { ChatSeverity } from "@/lib/chat-apps/notification";
import { cutText } from "@/lib/format/text";
import type { IncidentStatus, NotificationKind, StatusSubscriberChannel, SubscriberChannel } from "@/lib/db/schema";
import { LINK_STAND_IN, renderNoticeHtml, withLink } from "./notice-email";
import { confirmationToken, subscriptionToken } from "./tokens";

/** The page a message is about and the app's public address. */
export interface MessagePage {
  name: string;
  slug: string;
  /** `PUBLIC_BASE_URL` without a trailing slash. */
  baseUrl: string;
}

/** A subscriber as a message is addressed to it; a chat app's destination is `sealedTarget`. */
export interface MessageSubscriber {
  id: number;
  channel: StatusSubscriberChannel;
  target: string;
  sealedTarget?: string | null;
}

/** A notice as stored (`status_notifications`), and the status of the incident update it announces. */
export interface Notice {
  id: number;
  kind: NotificationKind;
  subject: string;
  body: string;
  createdAt: Date;
  incidentStatus?: IncidentStatus | null;
}

/** How a chat app shows a notice: a resolved incident as good news, maintenance as information. */
function chatSeverity(notice: Notice): ChatSeverity {
  if (notice.kind !== "incident_update") return "info";
  return notice.incidentStatus === "resolved" ? "resolved" : "warning";
}

/** The page's public address. */
export const pageUrl = (page: MessagePage) => `${page.baseUrl}/status/${page.slug}`;

/** The unsubscribe links of a subscription: its page and its one-click POST endpoint. */
export function unsubscribeLinks(page: MessagePage, subscriberId: number) {
  const unsubscribe = `token=${subscriptionToken("unsubscribe", subscriberId)}`;
  return {
    unsubscribePage: `${pageUrl(page)}/unsubscribe?${unsubscribe}`,
    unsubscribeOneClick: `${pageUrl(page)}/unsubscribe/one-click?${unsubscribe}`,
  };
}

/** The confirm links of the confirmation message queued at `sentAt`: its page and its one-click POST endpoint. */
export function confirmLinks(page: MessagePage, subscriberId: number, sentAt: Date) {
  const confirm = `token=${confirmationToken(subscriberId, sentAt)}`;
  return {
    confirmPage: `${pageUrl(page)}/confirm?${confirm}`,
    confirmOneClick: `${pageUrl(page)}/confirm/one-click?${confirm}`,
  };
}

/**
 * RFC 8058 §3.1: one HTTPS URI in `List-Unsubscribe` that takes a POST, and `List-Unsubscribe-Post` with
 * exactly `List-Unsubscribe=One-Click`. (The message must also be DKIM-signed over both headers, which
 * the e-mail provider does for its verified domain.)
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** Longest SMS notice, in characters: three GSM-7 segments. */
const SMS_MAX = 459;

/**
 * The notice of `notice` for each subscriber: `compose(subscriber)`. The e-mail HTML is rendered once
 * here, so a batch of thousands costs one render.
 */
export async function noticeComposer(
  page: MessagePage,
  notice: Notice,
): Promise<(subscriber: MessageSubscriber) => OutboundMessage> {
  const html = await renderNoticeHtml({
    pageName: page.name,
    body: notice.body,
    action: { label: "View the status page", href: pageUrl(page) },
    footer: `You receive this because you subscribed to updates from ${page.name}.`,
    footerLink: { label: "Unsubscribe", href: LINK_STAND_IN },
  });
  return (subscriber) => {
    const links = unsubscribeLinks(page, subscriber.id);
    switch (subscriber.channel) {
      case "email":
        return {
          channel: "email",
          recipient: subscriber.target,
          subject: cutText(`[${page.name}] ${notice.subject}`, 200),
          body: `${notice.body}\n\nView the status page: ${pageUrl(page)}\n\n--\nYou receive this because you subscribed to updates from ${page.name}. Unsubscribe: ${links.unsubscribePage}`,
          html: withLink(html, links.unsubscribePage),
          headers: listUnsubscribeHeaders(links.unsubscribeOneClick),
        };
      case "sms":
        return {
          channel: "sms",
          recipient: subscriber.target,
          body: cutText(`${page.name}: ${notice.subject}. ${pageUrl(page)} Reply STOP to opt out.`, SMS_MAX, {
            marker: "...",
          }),
        };
      case "webhook":
        return {
          channel: "webhook",
          recipient: subscriber.target,
          body: JSON.stringify({
            type: notice.kind,
            id: notice.id,
            page: { name: page.name, url: pageUrl(page) },
            subject: notice.subject,
            text: notice.body,
            createdAt: notice.createdAt.toISOString(),
            unsubscribeUrl: links.unsubscribeOneClick,
          }),
        };
      default:
        // A chat app: staff added it in the console, and remove it there; no unsubscribe link.
        return chatAppMessage(
          { kind: subscriber.channel, recipient: subscriber.target, sealedRecipient: subscriber.sealedTarget! },
          {
            title: `${page.name}: ${notice.subject}`,
            body: notice.body,
            severity: chatSeverity(notice),
            link: { url: pageUrl(page), label: "View the status page" },
            at: notice.createdAt,
          },
        );
    }
  };
}

/** The message asking a new subscriber (a visitor's channel) to confirm (double opt-in). */
export async function confirmationMessage(
  page: MessagePage,
  subscriber: { id: number; channel: SubscriberChannel; target: string; confirmationSentAt: Date },
): Promise<OutboundMessage> {
  const links = confirmLinks(page, subscriber.id, subscriber.confirmationSentAt);
  switch (subscriber.channel) {
    case "email": {
      const body = `Someone, hopefully you, asked to receive status updates from ${page.name} at this address.\n\nConfirm to start receiving them. If it was not you, ignore this e-mail: nothing will be sent.`;
      return {
        channel: "email",
        recipient: subscriber.target,
        subject: cutText(`Confirm your subscription to ${page.name}`, 200),
        body: `${body}\n\nConfirm: ${links.confirmPage}`,
        html: await renderNoticeHtml({
          pageName: page.name,
          body,
          action: { label: "Confirm subscription", href: links.confirmPage },
          footer: "You receive this once, because this address was entered on the status page.",
          footerLink: null,
        }),
      };
    }
    case "sms":
      return {
        channel: "sms",
        recipient: subscriber.target,
        body: cutText(
          `${page.name}: confirm status updates by text at ${links.confirmPage} Reply STOP to opt out.`,
          SMS_MAX,
          { marker: "..." },
        ),
      };
    case "webhook":
      return {
        channel: "webhook",
        recipient: subscriber.target,
        body: JSON.stringify({
          type: "subscription_confirmation",
          page: { name: page.name, url: pageUrl(page) },
          text: `POST to confirmUrl to receive the status updates of ${page.name} at this URL.`,
          confirmUrl: links.confirmOneClick,
        }),
      };
  }
}
