/**
 * Dates in admin lists: "Jul 21, 2025", in UTC so the server's render and the browser's hydration agree.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** `date` as "Jul 21, 2025" (UTC). */
export function formatDate(date: Date | string): string {
  return dateFormat.format(typeof date === "string" ? new Date(date) : date);
}
