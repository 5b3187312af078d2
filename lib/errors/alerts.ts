/**
 * E-mail alerts for critical errors (docs/decisions.md, issue 6): every active admin whose
 * `admin_settings.error_email_enabled` is on (no row counts as on, the spec's default) gets one e-mail,
 * at most once per error group per hour. The hour is claimed atomically on the row, so concurrent
 * occurrences send one alert.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { adminSettings, errorLogs, users, type ErrorLog } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { sendEmailNow, type EmailMessage, type EmailResult } from "@/lib/email";
import { cutText } from "@/lib/format/text";

/** At most one alert per group in this many milliseconds (one hour). */
export const ALERT_INTERVAL_MS = 60 * 60 * 1000;

/** Sends one e-mail and answers its first try's outcome; `sendEmailNow` of lib/email by default. */
export type AlertSender = (message: EmailMessage) => Promise<EmailResult>;

/** E-mail addresses of the active admins who want error e-mails. */
export async function alertRecipients(): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .leftJoin(adminSettings, eq(adminSettings.userId, users.id))
    .where(and(eq(users.isActive, true), sql`coalesce(${adminSettings.errorEmailEnabled}, true)`));
  return rows.map((r) => r.email);
}

/** Subject and plain-text body of the alert for `error`. */
export function alertMessage(error: ErrorLog): { subject: string; text: string } {
  const where = [error.requestMethod, error.requestUrl].filter(Boolean).join(" ");
  return {
    subject: `[Critical] ${cutText(error.errorMessage.split("\n")[0]!, 120)}`,
    text: [
      `A critical error occurred on ${env.PUBLIC_BASE_URL} (${error.serverEnvironment}).`,
      `Error #${error.id}: ${error.errorMessage}`,
      where && `Request: ${where}`,
      `Occurrences: ${error.occurrences}, last seen ${error.lastSeenAt.toISOString()}.`,
      `Review and resolve it at ${new URL("/error-monitoring", env.PUBLIC_BASE_URL).toString()}`,
      "You receive this because error e-mails are on in your account settings. At most one alert per error per hour is sent.",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/**
 * E-mails the admins about `error` when it is critical and its group was not alerted within the last
 * hour; sets `email_sent` when the provider accepted at least one alert. Answers how many alerts were
 * written to the outbox (0 when not critical, rate-limited or nobody wants them).
 */
export async function alertIfCritical(error: ErrorLog, send?: AlertSender): Promise<number> {
  if (error.severity !== "critical") return 0;
  const [claimed] = await db
    .update(errorLogs)
    .set({ lastAlertedAt: sql`now()` })
    .where(
      and(
        eq(errorLogs.id, error.id),
        or(isNull(errorLogs.lastAlertedAt), lte(errorLogs.lastAlertedAt, sql`now() - make_interval(secs => ${ALERT_INTERVAL_MS / 1000})`)),
      ),
    )
    .returning({ id: errorLogs.id });
  if (!claimed) return 0;
  const recipients = await alertRecipients();
  const deliver = send ?? sendEmailNow;
  const { subject, text } = alertMessage(error);
  const results = await Promise.all(recipients.map((to) => deliver({ to, subject, text })));
  if (results.some((r) => r.status === "sent")) {
    await db.update(errorLogs).set({ emailSent: true }).where(eq(errorLogs.id, error.id));
  }
  return results.length;
}
