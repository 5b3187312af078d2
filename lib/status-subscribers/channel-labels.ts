/**
 * The channels a visitor subscribes by on a public status page, in the form's order, with their labels.
 * Apart from ./schemas.ts so that the page's subscribe form, a client component, loads neither zod nor the
 * table definitions (docs/decisions/public-site.md "Public pages: LCP breakdown, no session request for visitors").
 */
import type { SubscriberChannel } from "@/lib/db/schema";

/** Label of each channel of the public subscribe form. */
export const SUBSCRIBE_CHANNEL_LABELS: Record<SubscriberChannel, string> = {
  email: "E-mail",
  sms: "Text message",
  webhook: "Webhook",
};
