/**
 * Dates and times on every admin screen: "Jul 21, 2025" (and "Jul 21, 2025, 9:05 AM UTC" with the
 * time), in UTC so the server's render and the browser's hydration agree. The one place for them.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dateTimeSecondsFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

const toDate = (date: Date | string) => (typeof date === "string" ? new Date(date) : date);

/** `date` as "Jul 21, 2025" (UTC). */
export function formatDate(date: Date | string): string {
  return dateFormat.format(toDate(date));
}

/**
 * `date` as "Jul 21, 2025, 9:05 AM UTC", or with `seconds` "Jul 21, 2025, 9:05:30 AM UTC"; "—" when
 * there is no date.
 */
export function formatDateTime(date: Date | string | null | undefined, options: { seconds?: boolean } = {}): string {
  if (!date) return "—";
  return `${(options.seconds ? dateTimeSecondsFormat : dateTimeFormat).format(toDate(date))} UTC`;
}
