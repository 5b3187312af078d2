/**
 * Quiet hours (docs/sms.md "Quiet hours"): an automatic or scheduled text to a person is never sent from
 * 21:00 to 08:00 on the recipient's clock, the window of 47 CFR 64.1200(c)(1) ("before the hour of 8 a.m.
 * or after 9 p.m. (local time at the called party's location)"). An admin's typed reply is not held.
 * Pure: the recipient's zones come from lib/sms/recipient-time-zones.ts.
 */

/** The first hour of the day a text may be sent, recipient's local time. */
export const QUIET_HOURS_END_HOUR = 8;
/** From this hour on, nothing is sent until `QUIET_HOURS_END_HOUR`. */
export const QUIET_HOURS_START_HOUR = 21;

/**
 * Widest spread, in hours, of the UTC offsets of a number's zones that are honoured together (the
 * contiguous United States span three); a number whose zones spread wider (a toll-free or non-geographic
 * number of a whole country or plan) has no usable zone: the agency's applies.
 */
export const MAX_ZONE_SPREAD_HOURS = 3;

/** UTC offsets are whole quarter hours in every zone in use, so local 08:00 falls on a UTC quarter hour. */
const QUARTER_HOUR_MS = 15 * 60_000;

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) of `instant` on `zone`'s clock. */
function localHour(instant: Date, zone: string): number {
  let format = hourFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" });
    hourFormats.set(zone, format);
  }
  return Number(format.format(instant));
}

/** True when `instant` falls in quiet hours in any of `zones`. */
export function isQuietHour(instant: Date, zones: readonly string[]): boolean {
  return zones.some((zone) => {
    const hour = localHour(instant, zone);
    return hour >= QUIET_HOURS_START_HOUR || hour < QUIET_HOURS_END_HOUR;
  });
}

/**
 * The first instant at or after `instant` outside quiet hours in every one of `zones`: `instant` itself
 * when it is allowed, else the quarter hour at which the last of them reaches 08:00.
 * @throws RangeError when no allowed instant exists within two days (zones spread wider than the window).
 */
export function nextSendableInstant(instant: Date, zones: readonly string[]): Date {
  if (!isQuietHour(instant, zones)) return instant;
  let candidate = Math.ceil(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  for (let step = 0; step < 2 * 96; step++, candidate += QUARTER_HOUR_MS) {
    if (!isQuietHour(new Date(candidate), zones)) return new Date(candidate);
  }
  throw new RangeError(`No hour outside quiet hours in all of ${zones.join(", ")}`);
}

/** `zone`'s offset from UTC at `instant`, in minutes. */
function offsetMinutes(instant: Date, zone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The zones whose quiet hours a text to a number honours: the number's own (`candidates`, from its
 * country and area code) when their offsets at `at` spread at most `MAX_ZONE_SPREAD_HOURS`, else
 * `fallback` (the agency's zone), as also when the number has none.
 */
export function zonesToHonour(candidates: readonly string[] | null, fallback: string, at: Date): string[] {
  if (!candidates || candidates.length === 0) return [fallback];
  const offsets = candidates.map((zone) => offsetMinutes(at, zone));
  return Math.max(...offsets) - Math.min(...offsets) <= MAX_ZONE_SPREAD_HOURS * 60 ? [...candidates] : [fallback];
}
