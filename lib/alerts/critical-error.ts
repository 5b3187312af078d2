/**
 * E-mail alerts for this app's own critical errors (docs/decisions/data-and-jobs.md "Error monitoring"): every user who
 * wants error e-mails, else `ADMIN_EMAIL` (lib/account/notification-settings.ts), gets one e-mail, at most once per error group per hour. The hour is claimed
 * atomically on the group's row (./throttle.ts), so concurrent occurrences send one alert. The error
 * monitor calls it through its recorded-error hooks (lib/register-hooks.ts).
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { errorLogs, type ErrorLog } from "@/lib/db/schema";
import { sendEmailNow, type EmailMessage, type EmailResult } from "@/lib/email";
import { criticalErrorMessage } from "./message";
import { notificationRecipients } from "@/lib/account/notification-settings";
import { claimCriticalErrorAlert } from "./throttle";

/** At most one alert per error group in this many milliseconds (one hour). */
export const CRITICAL_ERROR_ALERT_INTERVAL_MS = 60 * 60 * 1000;

/** Sends one e-mail and answers its first try's outcome; `sendEmailNow` of lib/email by default. */
export type AlertSender = (message: EmailMessage) => Promise<EmailResult>;

/**
 * E-mails the admins about `error` when it is critical and its group was not alerted within the last
 * hour; sets `email_sent` when the provider accepted at least one alert. Answers how many alerts were
 * written to the outbox (0 when not critical, held back by the throttle, or nobody wants them).
 */
export async function alertIfCritical(
  database: Database,
  error: ErrorLog,
  send: AlertSender = sendEmailNow,
): Promise<number> {
  if (error.severity !== "critical") return 0;
  if (!(await claimCriticalErrorAlert(database, error.id, CRITICAL_ERROR_ALERT_INTERVAL_MS))) return 0;
  const recipients = await notificationRecipients(database, "error-emails");
  const { subject, text } = criticalErrorMessage(error);
  const results = await Promise.all(recipients.map((to) => send({ to, subject, text })));
  if (results.some((result) => result.status === "sent")) {
    await database.update(errorLogs).set({ emailSent: true }).where(eq(errorLogs.id, error.id));
  }
  return results.length;
}
