/**
 * Reads a lead's answer to a texted offer of times (docs/decisions/bookings.md "Slots offered by text"): "2",
 * "2)", "#2", "option 2", "the second one", "second", "2nd", "tue 2:30", "Tuesday 14:30", "2:30pm". Pure.
 * A time without AM/PM matches either half of the day; an answer that fits no slot, or more than one, is
 * not a choice (the text stays an ordinary message of the conversation).
 */

/** An open offer as the inbound decision sees it: its starts (ISO 8601, UTC) and the zone the text showed them in. */
export interface OpenOffer {
  id: number;
  starts: string[];
  timeZone: string;
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const SHORT_ORDINALS = ["1st", "2nd", "3rd", "4th", "5th"];
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

const NUMBER = /^(?:(?:slot|option|number|no\.?)\s*|#)?([1-9])\s*\)?$/;
const ORDINAL = /^(?:the\s+)?([a-z0-9]+)(?:\s+(?:one|slot|option|time))?(?:\s+please)?$/;
const DAY_TIME =
  /^(?:(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s+)?(?:at\s+)?(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.?|p\.m\.?)?$/;

/** The weekday (0 = Sunday) and minutes past midnight of `instant`'s wall clock in `timeZone`. */
function wallClock(instant: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    weekday: WEEKDAYS.indexOf(part("weekday").toLowerCase()),
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** The slot `time` names among `starts` (wall clock in `timeZone`), or null when none or several fit. */
function slotAtTime(match: RegExpExecArray, starts: string[], timeZone: string): number | null {
  const [, day, hourText, minuteText, half] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText ?? "0");
  if (hour > 23 || minute > 59 || (half && (hour < 1 || hour > 12))) return null;
  // A bare "10" is not a time: a number answers by position.
  if (!day && minuteText === undefined && !half) return null;
  const candidates = half
    ? [((hour % 12) + (half.startsWith("p") ? 12 : 0)) * 60 + minute]
    : hour < 12 && hour > 0
      ? [hour * 60 + minute, (hour + 12) * 60 + minute]
      : [hour * 60 + minute];
  const fits = starts.flatMap((start, index) => {
    const clock = wallClock(new Date(start), timeZone);
    if (day && clock.weekday !== WEEKDAYS.indexOf(day)) return [];
    return candidates.includes(clock.minutes) ? [index] : [];
  });
  return fits.length === 1 ? fits[0]! : null;
}

/**
 * The index (0-based) of the slot of `offer` that `body` chooses, or null when the text is not a choice.
 */
export function parseSlotChoice(body: string, offer: Pick<OpenOffer, "starts" | "timeZone">): number | null {
  const text = body
    .trim()
    .toLowerCase()
    .replace(/[!?,;]+$/u, "")
    .replace(/\s+/g, " ")
    .replace(/\.$/, "");
  const count = offer.starts.length;
  const inRange = (index: number) => (index >= 0 && index < count ? index : null);
  const number = NUMBER.exec(text);
  if (number) return inRange(Number(number[1]) - 1);
  const ordinal = ORDINAL.exec(text);
  if (ordinal) {
    const word = ordinal[1]!;
    const index = ORDINALS.includes(word) ? ORDINALS.indexOf(word) : SHORT_ORDINALS.indexOf(word);
    if (index >= 0) return inRange(index);
  }
  const dayTime = DAY_TIME.exec(text);
  return dayTime ? slotAtTime(dayTime, offer.starts, offer.timeZone) : null;
}
