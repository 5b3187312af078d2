/** Times on the hub screens: "Mar 10, 2025, 9:00 AM" in the browser's time zone (these screens render in the browser only). */
const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** `iso` formatted, or '—' without a date. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? format.format(new Date(iso)) : "—";
}
