/**
 * Dates and times as every screen, e-mail and message shows them: "Jul 21, 2025" (and "Jul 21, 2025,
 * 9:05 AM UTC" with the time), in UTC so the server's render and the browser's hydration agree; a
 * schedule's times in its own zone; "5 minutes ago" where a screen says how long ago; whether a zone
 * name is known (`isTimeZone`). `isoDay` is the machine form (ISO 8601 `YYYY-MM-DD`) for keys and file
 * names. Pure: lib/ and components/ both use it.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dateTimeSecondsFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
const monthDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const zonedFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** A `Date`, an ISO 8601 string, or a day (`YYYY-MM-DD`, read as that day in UTC). */
export type DateInput = Date | string;

const toDate = (date: DateInput) => (typeof date === "string" ? new Date(date) : date);

/** `date` as "Jul 21, 2025" (UTC); a `date` column's "2025-07-21" reads the same day. */
export function formatDate(date: DateInput): string {
  return dateFormat.format(toDate(date));
}

/**
 * `date` as "Jul 21, 2025, 9:05 AM UTC", or with `seconds` "Jul 21, 2025, 9:05:30 AM UTC"; "—" when
 * there is no date.
 */
export function formatDateTime(date: DateInput | null | undefined, options: { seconds?: boolean } = {}): string {
  if (!date) return "—";
  return `${(options.seconds ? dateTimeSecondsFormat : dateTimeFormat).format(toDate(date))} UTC`;
}

/** `date` as "Jul 21, 2025, 9:05 AM (America/New_York)": the wall clock of the IANA `timeZone`. */
export function formatDateTimeIn(date: DateInput, timeZone: string): string {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
    zonedFormats.set(timeZone, format);
  }
  return `${format.format(toDate(date))} (${timeZone})`;
}

/** `date` as "Mon, Jan 12" in the IANA `timeZone`: a day heading of a booking page. */
export function formatWeekdayIn(date: DateInput, timeZone: string): string {
  return zonedFormat(`weekday:${timeZone}`, { weekday: "short", month: "short", day: "numeric", timeZone }).format(
    toDate(date),
  );
}

/** `date`'s wall clock as "9:30 AM" in the IANA `timeZone`: a booking page's time button. */
export function formatTimeIn(date: DateInput, timeZone: string): string {
  return zonedFormat(`time:${timeZone}`, { hour: "numeric", minute: "2-digit", timeZone }).format(toDate(date));
}

/** `date` as "Tue 14:30" (short weekday, 24-hour wall clock) in the IANA `timeZone`: a slot offered by text. */
export function formatSlotIn(date: DateInput, timeZone: string): string {
  return zonedFormat(`slot:${timeZone}`, {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(toDate(date));
}

function zonedFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    zonedFormats.set(key, format);
  }
  return format;
}

/** `date`'s time of day as "09:05 AM" (UTC), for a chart's axis over one day. */
export function formatTime(date: DateInput | number): string {
  return timeFormat.format(typeof date === "number" ? new Date(date) : toDate(date));
}

/** `date` as "Jul 21" (UTC), for a chart's axis over days. */
export function formatMonthDay(date: DateInput | number): string {
  return monthDayFormat.format(typeof date === "number" ? new Date(date) : toDate(date));
}

/** A calendar month (`YYYY-MM`) as "November 2026". */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** `date`'s UTC calendar day in ISO 8601, "2025-07-21": for keys, file names and `date` columns, not for reading. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "5 minutes ago", "in 2 hours", "yesterday", or `fallback` ("Never", "Unknown") without a date. */
export function relativeTime(date: DateInput | null | undefined, fallback: string, now = Date.now()): string {
  if (!date) return fallback;
  const seconds = Math.round((toDate(date).getTime() - now) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return relativeFormat.format(seconds, "second");
}

/** True when `timeZone` is an IANA zone this runtime's time-zone data knows (e.g. "Europe/Berlin"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A length of time in words, to the minute: "under a minute", "42 min", "2 h 5 min", "3 d 4 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "under a minute";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}
