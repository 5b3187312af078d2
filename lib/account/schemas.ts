/** The e-mail choices of /account besides critical errors (docs/decisions/auth-and-roles.md "Per-person notifications"). */
import { z } from "zod";

/** Turn one's alert e-mails or weekly digest on or off. */
export const notificationSchema = z.object({
  notification: z.enum(["alert-emails", "weekly-digest"], "Choose an e-mail from the list"),
  enabled: z.boolean("Choose on or off"),
});
export type NotificationInput = z.input<typeof notificationSchema>;
