/**
 * The subscribe form of a public status page (docs/federation-protocol.md "Status pages"): an e-mail
 * address, a phone number (stored as E.164, the form Twilio and the consent ledger use) or an https URL
 * receiving JSON. `website` is the honeypot: a person never fills it.
 */
import { z } from "zod";
import { e164PhoneNumber } from "@/lib/phones/schemas";
import { SUBSCRIBER_CHANNELS } from "@/lib/db/schema";

const slug = z.string().min(1).max(60);

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

/** The subscription channels in the form's order, with their labels. */
export const SUBSCRIBE_CHANNEL_LABELS: Record<(typeof SUBSCRIBER_CHANNELS)[number], string> = {
  email: "E-mail",
  sms: "Text message",
  webhook: "Webhook",
};

/** A signed link's token, as the confirm and unsubscribe forms send it back. */
export const tokenSchema = z.object({ token: z.string().min(1).max(100) });
