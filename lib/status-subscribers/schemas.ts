/**
 * The subscribe form of a public status page (docs/federation-protocol.md "Status pages"): an e-mail
 * address, a phone number (stored as E.164, the form Twilio and the consent ledger use) or an https URL
 * receiving JSON. `website` is the honeypot: a person never fills it. And the console's: a reference to
 * one subscriber, and a chat app staff add.
 */
import { z } from "zod";
import { checkChatDestination } from "@/lib/chat-apps/destination-input";
import { CHAT_APP_KINDS } from "@/lib/chat-apps/kinds";
import { formatNumber } from "@/lib/format/number";
import { identifier } from "@/lib/input/identifiers";
import { coercedRowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { e164PhoneNumber } from "@/lib/phones/schemas";

const slug = identifier("slug", "This status page does not exist");

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "The address is too long")
  .pipe(z.email("Enter a valid e-mail address"));

const httpsUrl = z
  .string()
  .trim()
  .max(2000, "The address must be 2,000 characters or fewer")
  .refine((v) => {
    try {
      return new URL(v).protocol === "https:";
    } catch {
      return false;
    }
  }, "Enter an https:// address");

export const subscribeSchema = z.discriminatedUnion("channel", [
  z.object({ slug, channel: z.literal("email"), target: email, website: z.string().max(200).optional() }),
  z.object({ slug, channel: z.literal("sms"), target: e164PhoneNumber, website: z.string().max(200).optional() }),
  z.object({ slug, channel: z.literal("webhook"), target: httpsUrl, website: z.string().max(200).optional() }),
]);
export type SubscribeFormValues = z.input<typeof subscribeSchema>;
export type SubscribeInput = z.output<typeof subscribeSchema>;

/** A signed link's token, as the confirm and unsubscribe forms send it back. */
export const tokenSchema = z.object({
  token: identifier("token", "This link is not valid. Copy the whole link from the message."),
});

/** A subscriber of a page, as the console's Remove button names it. */
export const subscriberRefSchema = z.object({
  pageId: coercedRowId("Unknown status page"),
  id: coercedRowId("Unknown subscriber"),
});

/** A chat app's field as the console's dialog holds it; blank (or left out) is "". */
const chatField = (label: string, max: number) =>
  userText({ label })
    .max(max, `${label} must be ${formatNumber(max)} characters or fewer`)
    .default("");

/**
 * The console's "Add chat app" on a page's subscribers: the chat app and its fields, every secret
 * required (lib/chat-apps/destination-input.ts checks each app's own), refusals on their fields. The
 * checked destination is answered as `credentials`: all of it is one (an ntfy topic too), so the audit
 * row records only the page and the app (lib/audit/redact.ts redacts by field name).
 */
export const chatSubscriberSchema = z
  .object({
    pageId: coercedRowId("Unknown status page"),
    kind: z.enum(CHAT_APP_KINDS, { error: "Please choose a chat app" }),
    webhookUrl: chatField("Webhook URL", 2000),
    botToken: chatField("Bot token", 200),
    chatId: chatField("Chat id", 100),
    serverUrl: chatField("Server", 500),
    topic: chatField("Topic", 100),
    accessToken: chatField("Access token", 200),
  })
  .transform((value, ctx) => {
    const checked = checkChatDestination(value.kind, value, { requireSecrets: true });
    if (checked.ok) return { pageId: value.pageId, kind: value.kind, credentials: checked.draft };
    for (const [path, message] of Object.entries(checked.issues))
      ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  });
export type ChatSubscriberFormValues = z.input<typeof chatSubscriberSchema>;
export type ChatSubscriberInput = z.output<typeof chatSubscriberSchema>;
