/**
 * The overdue reminders an invoice got (docs/decisions/quotes-and-projects.md "Overdue reminders"), one
 * short line per stage under its due date on /invoices.
 */
import { formatDate } from "@/lib/format/date";
import type { SentReminder } from "@/lib/invoices/reminder-queries";

/** "3-day reminder, 14 Jan 2030 (e-mail, text)" per reminder sent; nothing when none went. */
export function OverdueReminders({ reminders }: { reminders: SentReminder[] | undefined }) {
  if (!reminders?.length) return null;
  return (
    <ul className="text-xs text-muted-foreground" data-testid="invoice-reminders">
      {reminders.map((r) => {
        const channels = [r.emailed && "e-mail", r.texted && "text"].filter(Boolean).join(", ");
        return (
          <li key={r.stage}>
            {r.stage}-day reminder, {formatDate(r.sentAt)}
            {channels ? ` (${channels})` : " (no contact)"}
          </li>
        );
      })}
    </ul>
  );
}
