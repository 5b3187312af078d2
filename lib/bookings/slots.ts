/**
 * Which times an event type offers (docs/decisions/bookings.md "Bookings"), as a pure function of the rules, the
 * hosts' hours and busy times, and now. A slot is offered when at least one host is free for the whole
 * duration plus the buffers; it goes to the free host with the fewest live bookings that week (Monday to
 * Sunday in the host's zone), ties by name then id.
 *
 * Hours are wall-clock times in the host's IANA zone; each date's real instants come from the zone's
 * offset at that instant as `@date-fns/tz` reads it (the platform's time-zone data), never from a fixed
 * offset: on a day that springs forward a start inside the gap moves past it, on a day that falls back an
 * ambiguous time is its first occurrence, and a range is as long as the clock really runs.
 */
import { tzOffset } from "@date-fns/tz";
import { isoDay } from "@/lib/format/date";

/** An instant range, `[start, end)`. */
export interface Interval {
  start: Date;
  end: Date;
}

/** A host's live booking as the slots see it: its time, its own buffers, its event type. */
export interface HostBooking {
  startAt: Date;
  endAt: Date;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  eventTypeId: number;
}

/** A host and everything that decides when they are free. Times are `HH:MM` or `HH:MM:SS`; `24:00` ends a day. */
export interface HostAvailability {
  id: number;
  name: string;
  timeZone: string;
  weekly: { weekday: number; startTime: string; endTime: string }[];
  /** A date's rows replace its weekly hours; a row without times is a day off. `date` is `YYYY-MM-DD` in the host's zone. */
  overrides: { date: string; startTime: string | null; endTime: string | null }[];
  bookings: HostBooking[];
  /** Busy times from the host's own calendar. */
  busy: Interval[];
}

/** An event type's rules, in minutes and days. `dailyCap` counts a host's live bookings of this type per host's day. */
export interface SlotRules {
  eventTypeId: number;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  dailyCap: number | null;
}

/** One offered time and the host it would go to. */
export interface Slot {
  startAt: Date;
  endAt: Date;
  hostId: number;
}

/** Why a start is not offered: the form names it on the time field. */
export type SlotRefusal = "past" | "notice" | "horizon" | "hours" | "cap" | "taken";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` as its parts. */
function dateParts(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y!, m! - 1, d!];
}

const WEEK_MS = 7 * DAY_MS;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Offsets by zone: per UTC week when it holds none of the zone's changes, else per quarter hour (null: look closer). */
const weekOffsets = new Map<string, Map<number, number | null>>();
const quarterOffsets = new Map<string, Map<number, number>>();

function cached(cache: Map<string, Map<number, number>>, zone: string, key: number, read: () => number): number {
  let byKey = cache.get(zone);
  if (!byKey) cache.set(zone, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) byKey.set(key, (value = read()));
  return value;
}

/**
 * `timeZone`'s offset from UTC at `ms`, in minutes, from `@date-fns/tz` (the platform's zone data).
 * Zones change offset a few times a year at most, so a UTC week whose two ends agree has one offset
 * throughout; only a week holding a change is read per quarter hour (every zone changes on one).
 */
function offsetAt(timeZone: string, ms: number): number {
  const week = Math.floor(ms / WEEK_MS);
  let byWeek = weekOffsets.get(timeZone);
  if (!byWeek) weekOffsets.set(timeZone, (byWeek = new Map()));
  let whole = byWeek.get(week);
  if (whole === undefined) {
    const first = tzOffset(timeZone, new Date(week * WEEK_MS));
    whole = first === tzOffset(timeZone, new Date((week + 1) * WEEK_MS - 1)) ? first : null;
    byWeek.set(week, whole);
  }
  if (whole !== null) return whole;
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  return cached(quarterOffsets, timeZone, quarter, () => tzOffset(timeZone, new Date(quarter * QUARTER_HOUR_MS)));
}

/**
 * The instant a wall-clock `time` (`HH:MM[:SS]`, `24:00` allowed) falls on, on `date` in `timeZone`: the
 * earliest instant showing it (a fall-back day's repeated time is its first occurrence), or, for a time a
 * spring-forward day skips, the instant the clock would show it had it not moved (so 02:30 is 03:30).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = dateParts(date);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y, m, d, h!, mi!);
  const before = offsetAt(timeZone, wall - 12 * 3_600_000);
  const after = offsetAt(timeZone, wall + 12 * 3_600_000);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((ms) => wall - offsetAt(timeZone, ms) * MINUTE_MS === ms);
  return new Date(valid.length > 0 ? Math.min(...valid) : wall - before * MINUTE_MS);
}

/** The calendar date (`YYYY-MM-DD`) of `instant` in `timeZone`. */
export function zonedDate(instant: Date | number, timeZone: string): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return isoDay(new Date(ms + offsetAt(timeZone, ms) * MINUTE_MS));
}

/** `date` plus `days` calendar days (a pure date, no zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return isoDay(new Date(Date.UTC(y, m, d + days)));
}

/** The weekday of a calendar date, 0 Sunday … 6 Saturday. */
function weekdayOf(date: string): number {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m, d)).getUTCDay();
}

/** A host's hours on one of their dates: the override's ranges when the date has any row, else the weekday's. */
function rangesOn(host: HostAvailability, date: string): { startTime: string; endTime: string }[] {
  const overrides = host.overrides.filter((o) => o.date === date);
  if (overrides.length > 0)
    return overrides.flatMap((o) => (o.startTime && o.endTime ? [{ startTime: o.startTime, endTime: o.endTime }] : []));
  const weekday = weekdayOf(date);
  return host.weekly.filter((w) => w.weekday === weekday);
}

/** Sorted, merged intervals. */
function merged(intervals: Interval[]): { start: number; end: number }[] {
  const sorted = intervals
    .map((i) => ({ start: i.start.getTime(), end: i.end.getTime() }))
    .sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** Whether `[start, end)` meets any of the sorted, merged `busy` (binary search). */
function overlaps(busy: { start: number; end: number }[], start: number, end: number): boolean {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < busy.length && busy[lo]!.start < end;
}

/** How many of the sorted `starts` fall in `[from, to)`. */
function countBetween(starts: number[], from: number, to: number): number {
  const index = (value: number) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return index(to) - index(from);
}

/** What `candidates` skips: busy times, the daily cap. */
interface Ignoring {
  busy?: boolean;
  cap?: boolean;
}

/** A host's prepared facts: busy intervals (bookings widened by their own buffers), booking starts, the cap's counts. */
interface PreparedHost {
  host: HostAvailability;
  busy: { start: number; end: number }[];
  starts: number[];
  perDay: Map<string, number>;
}

function prepare(host: HostAvailability, rules: SlotRules): PreparedHost {
  const busy = merged([
    ...host.bookings.map((b) => ({
      start: new Date(b.startAt.getTime() - b.bufferBeforeMinutes * MINUTE_MS),
      end: new Date(b.endAt.getTime() + b.bufferAfterMinutes * MINUTE_MS),
    })),
    ...host.busy,
  ]);
  const perDay = new Map<string, number>();
  for (const b of host.bookings) {
    if (b.eventTypeId !== rules.eventTypeId) continue;
    const day = zonedDate(b.startAt, host.timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const starts = host.bookings.map((b) => b.startAt.getTime()).sort((a, b) => a - b);
  return { host, busy, starts, perDay };
}

/** Live bookings of the host in the Monday-to-Sunday week (host's zone) holding their calendar `date`. */
function weekCount(prepared: PreparedHost, date: string): number {
  const { timeZone } = prepared.host;
  const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
  const from = zonedInstant(monday, "00:00", timeZone).getTime();
  const to = zonedInstant(addDays(monday, 7), "00:00", timeZone).getTime();
  return countBetween(prepared.starts, from, to);
}

/** Every host's free starts within `[from, to)`, grouped by start, each given to its round-robin host. */
function candidates(
  rules: SlotRules,
  hosts: HostAvailability[],
  from: number,
  to: number,
  ignoring: Ignoring = {},
): Slot[] {
  const durationMs = rules.durationMinutes * MINUTE_MS;
  const beforeMs = rules.bufferBeforeMinutes * MINUTE_MS;
  const afterMs = rules.bufferAfterMinutes * MINUTE_MS;
  const byStart = new Map<number, { host: HostAvailability; count: number; rank: number }[]>();
  // Ties go by name, then id: ranked once here rather than compared per slot.
  const ranks = new Map(
    [...hosts].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((host, rank) => [host, rank]),
  );
  for (const host of hosts) {
    const prepared = prepare(host, rules);
    const lastDate = zonedDate(to, host.timeZone);
    for (let date = addDays(zonedDate(from, host.timeZone), -1); date <= lastDate; date = addDays(date, 1)) {
      const dayCount = prepared.perDay.get(date) ?? 0;
      if (!ignoring.cap && rules.dailyCap !== null && dayCount >= rules.dailyCap) continue;
      const ranges = rangesOn(host, date);
      if (ranges.length === 0) continue;
      const offer = { host, count: weekCount(prepared, date), rank: ranks.get(host)! };
      for (const range of ranges) {
        const rangeEnd = zonedInstant(date, range.endTime, host.timeZone).getTime();
        for (
          let start = zonedInstant(date, range.startTime, host.timeZone).getTime();
          start + durationMs <= rangeEnd;
          start += durationMs
        ) {
          if (start < from || start >= to) continue;
          if (!ignoring.busy && overlaps(prepared.busy, start - beforeMs, start + durationMs + afterMs)) continue;
          const free = byStart.get(start);
          if (free) free.push(offer);
          else byStart.set(start, [offer]);
        }
      }
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, free]) => {
      const chosen = free.reduce((best, offer) =>
        offer.count < best.count || (offer.count === best.count && offer.rank < best.rank) ? offer : best,
      );
      return { startAt: new Date(start), endAt: new Date(start + durationMs), hostId: chosen.host.id };
    });
}

/** The earliest and the latest instant a start may have, by the notice and the horizon. */
function bookableWindow(rules: SlotRules, now: Date): { earliest: number; latest: number } {
  return {
    earliest: now.getTime() + rules.minimumNoticeMinutes * MINUTE_MS,
    latest: now.getTime() + rules.horizonDays * DAY_MS,
  };
}

/**
 * The offered slots whose start falls on the visitor's dates `from` … `to` (inclusive, `YYYY-MM-DD` in
 * `timeZone`), at least the minimum notice after `now` and at most the horizon after it, oldest first.
 */
export function computeSlots(
  rules: SlotRules,
  hosts: HostAvailability[],
  query: { from: string; to: string; timeZone: string; now: Date },
): Slot[] {
  const { earliest, latest } = bookableWindow(rules, query.now);
  const from = Math.max(zonedInstant(query.from, "00:00", query.timeZone).getTime(), earliest);
  const to = Math.min(zonedInstant(addDays(query.to, 1), "00:00", query.timeZone).getTime(), latest + 1);
  if (from >= to) return [];
  return candidates(rules, hosts, from, to);
}

/** `slots` grouped by their start's date in `timeZone`, dates in order. */
export function slotsByDay(slots: Slot[], timeZone: string): { date: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = zonedDate(slot.startAt, timeZone);
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return [...days.entries()].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/**
 * The slot starting at `startAt` with its host, or why there is none: `past`, `notice` (sooner than the
 * minimum notice), `horizon` (later than the horizon), `hours` (not a start any host offers), `cap` (the
 * day is full), `taken` (every host who offers it is busy).
 */
export function slotAt(
  rules: SlotRules,
  hosts: HostAvailability[],
  startAt: Date,
  now: Date,
): { slot: Slot; refusal?: undefined } | { slot?: undefined; refusal: SlotRefusal } {
  const start = startAt.getTime();
  const { earliest, latest } = bookableWindow(rules, now);
  if (start <= now.getTime()) return { refusal: "past" };
  if (start < earliest) return { refusal: "notice" };
  if (start > latest) return { refusal: "horizon" };
  const at = (ignoring: Ignoring) => candidates(rules, hosts, start, start + 1, ignoring)[0];
  if (!at({ busy: true, cap: true })) return { refusal: "hours" };
  if (!at({ busy: true })) return { refusal: "cap" };
  const slot = at({});
  return slot ? { slot } : { refusal: "taken" };
}
